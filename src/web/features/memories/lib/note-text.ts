/**
 * Whether a note's HTML has anything to read. An editor left empty still produces markup such
 * as `<p></p>` or `<p><br></p>`; such a note is neither saved nor shown as an empty box.
 */
export function hasNoteText(html: string | null | undefined): boolean {
  if (!html) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .trim();
  return text.length > 0;
}
