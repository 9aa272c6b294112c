/**
 * Addresses the server hands out and the web builds itself: uploaded files and share links.
 * Both sides call these, so a path is spelt in one place.
 */

/** Every id we hand out: UUIDs, better-auth's ids, share tokens (base64url). */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Files are served outside /api, so <img src> and <video src> can load them. */
export const MEDIA_PATH = '/media';
/** What follows a file's address for its thumbnail (an image's) or poster (a video's). */
export const MEDIA_THUMB_SUFFIX = '/thumb';
/** The query parameter of a media URL that carries a live share's token for its visitors. */
export const SHARE_TOKEN_PARAM = 'share';
/** The public page of a shared scrapbook. */
export const SHARED_PAGE_PATH = '/shared';

const withShare = (path: string, shareToken?: string) =>
  shareToken ? `${path}?${SHARE_TOKEN_PARAM}=${encodeURIComponent(shareToken)}` : path;

/** An uploaded file; with a share's token, the address a visitor of that share may fetch. */
export function mediaUrl(mediaId: string, shareToken?: string): string {
  return withShare(`${MEDIA_PATH}/${encodeURIComponent(mediaId)}`, shareToken);
}

/** An image's thumbnail or a video's poster. */
export function mediaThumbUrl(mediaId: string, shareToken?: string): string {
  return withShare(`${MEDIA_PATH}/${encodeURIComponent(mediaId)}${MEDIA_THUMB_SUFFIX}`, shareToken);
}

/** The path of a share's public page; with `baseUrl`, the full link to hand out. */
export function sharedPageUrl(token: string, baseUrl = ''): string {
  return `${baseUrl}${SHARED_PAGE_PATH}/${encodeURIComponent(token)}`;
}

/** The mark on the dashboard's address after a payment: Stripe returns there, and the app welcomes the new Pro member. */
export const UPGRADED_PARAM = 'upgraded';
/** Where the payment page sends a member back after a successful payment. */
export const UPGRADED_RETURN_PATH = `/dashboard?${UPGRADED_PARAM}=1`;

/** Whether the address carries the payment-return mark. */
export function isUpgradedReturn(params: URLSearchParams): boolean {
  return params.get(UPGRADED_PARAM) === '1';
}

const MEDIA_ID = /^[A-Za-z0-9_-]+$/;

/** The upload one of our file addresses points at (`/media/<id>` or its thumbnail), else null. */
export function mediaIdOf(url: string): string | null {
  if (!url.startsWith(`${MEDIA_PATH}/`)) return null;
  const rest = url.slice(MEDIA_PATH.length + 1);
  const id = rest.endsWith(MEDIA_THUMB_SUFFIX) ? rest.slice(0, -MEDIA_THUMB_SUFFIX.length) : rest;
  return MEDIA_ID.test(id) ? id : null;
}
