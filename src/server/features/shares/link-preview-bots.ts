/**
 * Programs that fetch a shared page to draw a link preview (chat apps, social networks, search
 * engines). They read the page's preview tags; their fetch is not a person viewing the scrapbook.
 */
const LINK_PREVIEW_AGENTS =
  /bot\b|crawler|spider|slurp|facebookexternalhit|facebot|embedly|whatsapp|telegrambot|slackbot|discordbot|twitterbot|linkedinbot|skypeuripreview|pinterest|vkshare|redditbot|applebot|bingpreview|google-inspectiontool|googleother/i;

export function isLinkPreviewAgent(userAgent: string | undefined): boolean {
  return userAgent !== undefined && LINK_PREVIEW_AGENTS.test(userAgent);
}
