import sanitizeHtml from 'sanitize-html';
import { renderMarkdown } from '../../../common/markdown';

/** What a document's Markdown may become: text structure and links, nothing that runs or loads. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'a',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
  },
};

/** A document's Markdown as HTML safe to put in a page. */
export function renderDocument(markdown: string): string {
  return sanitizeHtml(renderMarkdown(markdown), OPTIONS);
}
