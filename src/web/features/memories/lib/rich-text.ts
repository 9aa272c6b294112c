import './rich-text.css';

/**
 * Prose-like styles for a note's rich text (paragraphs, lists, headings, links), used both where
 * the server's sanitised HTML is shown and inside the editor (see rich-text.css).
 */
export const RICH_TEXT_CLASS = 'rich-text';
