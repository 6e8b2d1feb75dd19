/** A loan document as the app shows it: plain text paragraphs. */
export interface LoanDocument {
  title: string | null;
  paragraphs: string[];
}

/**
 * Named entities a contract written in an HTML editor uses (editors write Spanish accents as
 * `&eacute;`, `&ntilde;`): the basic ones, Latin letters with accents, and punctuation. Numeric
 * entities (`&#243;`, `&#xF3;`) are decoded whatever they are.
 */
const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ',
  iexcl: '¡', iquest: '¿', laquo: '«', raquo: '»', ordf: 'ª', ordm: 'º', deg: '°', middot: '·', copy: '©', reg: '®',
  euro: '€', pound: '£', ndash: '–', mdash: '—', hellip: '…', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', bull: '•',
  ntilde: 'ñ', Ntilde: 'Ñ', ccedil: 'ç', Ccedil: 'Ç',
};
const ACCENTED: Record<string, string> = { acute: '\u0301', grave: '\u0300', uml: '\u0308', circ: '\u0302' };

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  if (NAMED[name] !== undefined) return NAMED[name];
  // `&eacute;` is e with a combining acute accent, composed: é.
  const accent = /^([aeiouyAEIOUY])(acute|grave|uml|circ)$/.exec(name);
  return accent ? (accent[1]! + ACCENTED[accent[2]!]!).normalize('NFC') : entity;
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
    .replace(/&(#\d{1,7}|#[xX][\da-fA-F]{1,6}|[a-zA-Z]{2,8});/g, decodeEntity)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0);
}
