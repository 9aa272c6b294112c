import sanitizeHtml from 'sanitize-html';

/**
 * The allowlist of a note's rich text (what the TipTap editor produces). Everything else is
 * dropped: no attributes but a link's href, no style or class, no event handlers, no script,
 * iframe, svg or img. Links may only use http(s) and mailto, and always open in a new tab
 * without giving the target page a handle on ours.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'h2',
    'h3',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text is not note text either (a script's source, an svg's inner markup).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'svg',
    'math',
    'template',
    'object',
    'embed',
    'title',
    'xmp',
    'noembed',
    'noframes',
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'noopener noreferrer nofollow',
        target: '_blank',
      },
    }),
  },
};

export function sanitizeNote(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
