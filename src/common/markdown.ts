import { Marked, type Tokens } from 'marked';

/**
 * Markdown of the site's documents (privacy policy, terms, about) as HTML, by `marked`. Authors
 * write Markdown, not HTML: typed HTML shows as text, images show their description, and links
 * keep only http(s), mailto, in-page and site-relative addresses (else the label alone). The
 * server sanitizes the result again before sending it.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] as string);

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

const documentMarkdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    image: ({ text }: Tokens.Image) => escapeHtml(text),
    link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Link) {
      const label = this.parser.parseInline(token.tokens);
      if (!SAFE_HREF.test(token.href)) return label;
      return `<a href="${escapeHtml(token.href)}">${label}</a>`;
    },
  },
});

export function renderMarkdown(markdown: string): string {
  return documentMarkdown.parse(markdown, { async: false }).trim();
}
