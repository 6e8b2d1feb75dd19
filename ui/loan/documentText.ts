/** A loan document as the app shows it: plain text paragraphs. */
export interface LoanDocument {
  title: string | null;
  paragraphs: string[];
}

/**
 * Every HTML entity, named or numeric, decoded by the browser's own parser: a contract from an HTML
 * editor writes Spanish accents as `&eacute;`, `&ntilde;`, `&#243;`. Tags are already gone, and a
 * document made by DOMParser runs nothing and loads nothing.
 */
function decodeEntities(text: string): string {
  return new DOMParser().parseFromString(text, 'text/html').documentElement.textContent ?? text;
}

/**
 * Server text (possibly with basic HTML) to paragraphs of plain text: block tags and blank lines
 * split paragraphs, every other tag is dropped, entities decoded. The result is rendered as React
 * text, so nothing in it can run (FAULTS F14).
 */
export function documentParagraphs(source: string): string[] {
  return source
    .replace(/<\s*(script|style)[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, '')
    .replace(/<\s*br\s*\/?\s*>/gi, '\n')
    .replace(/<\s*\/\s*(p|div|li|h[1-6])\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .split(/\n\s*\n/)
    .map((paragraph) => decodeEntities(paragraph).replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0);
}
