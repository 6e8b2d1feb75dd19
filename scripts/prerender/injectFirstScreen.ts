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
  // The disabled link is never fetched; it tells Vite's preloader, when a route chunk lists the
  // entry's stylesheet among its dependencies, that the page already has it.
  const inlined = html.replace(
    STYLESHEET,
    (_, href: string) => `<style>${readAsset(href).trim()}</style><link rel="stylesheet" href="${href}" disabled>`,
  );
  return inlined.replace(ROOT, `<div id="root">${firstScreen}</div>`);
}

/** Sets `<html lang>` to the page's language (screen readers pick their voice by it). */
export function withPageLanguage(html: string, locale: string): string {
  const tag = /<html(\s[^>]*)?>/;
  if (!tag.test(html)) throw new Error('index.html has no <html> tag');
  return html.replace(tag, (_, attributes: string = '') => `<html${attributes.replace(/\slang="[^"]*"/, '')} lang="${locale}">`);
}
