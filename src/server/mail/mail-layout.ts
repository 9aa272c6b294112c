import { html } from 'hono/html';
import type { Locale } from '../../common/limits';
import type { MailMessage } from './mailer';

/** A subject as one line of reasonable length, for a mail's subject. */
export const oneLine = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/** Blocks of text: an intro line, or a quoted text whose line breaks are kept. */
export type MailBlock = { text: string; quote?: boolean };

/**
 * The plain layout of our mails in both forms (text and HTML): blocks of text, where a quoted
 * block keeps its line breaks, an optional button link and a small footer.
 */
export function renderMail(
  locale: Locale,
  to: string,
  subject: string,
  blocks: MailBlock[],
  link: { label: string; url: string } | null,
  footer: string | null,
): MailMessage {
  const text = [
    ...blocks.flatMap((b) => [b.quote ? b.text.replace(/^/gm, '> ') : b.text, '']),
    ...(link ? [`${link.label}: ${link.url}`, ''] : []),
    ...(footer ? [footer, ''] : []),
    'Someday',
  ].join('\n');
  const body = html`<!doctype html>
<html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="color:#c2410c;font-size:22px">Someday</h1>
${blocks.map((b) =>
  b.quote
    ? html`<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #fdba74;white-space:pre-wrap">${b.text}</blockquote>`
    : html`<p style="white-space:pre-wrap">${b.text}</p>`,
)}
${link ? html`<p><a href="${link.url}" style="display:inline-block;background:#c2410c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${link.label}</a></p>` : ''}
${footer ? html`<p style="font-size:13px;color:#6b7280">${footer}</p>` : ''}
</body></html>`;
  return { to, subject, text, html: body.toString() };
}
