/**
 * Turns Vite's `index.html` into one that paints before any JavaScript: the entry stylesheet is
 * inlined (no render-blocking request besides the module script) and the first screen's HTML goes
 * into `#root`. Pure string work, tested in `tests/unit/perf`.
 */
const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;
const ROOT = '<div id="root"></div>';

export function injectFirstScreen(
  html: string,
  firstScreen: string,
  readAsset: (href: string) => string,
): string {
  if (!html.includes(ROOT)) throw new Error('index.html has no empty <div id="root"></div> (already prerendered?)');
  if (/\sstyle="/.test(firstScreen)) throw new Error('the first screen has a style attribute, which the CSP blocks');
  // No chunk asks for this stylesheet again: scripts/build/unwrapPagePreloads.ts takes it out of
  // their preload lists.
  const inlined = html.replace(STYLESHEET, (_, href: string) => `<style>${readAsset(href).trim()}</style>`);
  return inlined.replace(ROOT, `<div id="root">${firstScreen}</div>`);
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Writes the page in its language: `<html lang>` (screen readers pick their voice by it) and the
 * `<meta name="description">`.
 */
export function withPageLanguage(html: string, locale: string, description: string): string {
  const tag = /<html(\s[^>]*)?>/;
  const meta = /<meta name="description" content="[^"]*"\s*\/?>/;
  if (!tag.test(html)) throw new Error('index.html has no <html> tag');
  if (!meta.test(html)) throw new Error('index.html has no <meta name="description">');
  return html
    .replace(tag, (_, attributes: string = '') => `<html${attributes.replace(/\slang="[^"]*"/, '')} lang="${locale}">`)
    .replace(meta, `<meta name="description" content="${escapeAttribute(description)}" />`);
}
