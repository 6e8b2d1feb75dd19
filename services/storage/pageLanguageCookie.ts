import { isLanguage, type Language } from './localStore';

/**
 * The borrower's language, told to whoever serves the page. The choice lives in local storage
 * (SPEC section 3), which a server or the wrapper cannot read before the page runs; without this,
 * a borrower who chose English on a Spanish phone saw the Spanish prerendered screen until the app
 * took over. A cookie reaches the next document request. It says only "en" or "es": nothing about
 * the borrower.
 */
export const PAGE_LANGUAGE_COOKIE = 'page-lang';

/**
 * The `document.cookie` assignment that remembers `language` for a year, for the page's own folder
 * (`pagePath` is `location.pathname`): served from `/app/` beside the API, the API's calls do not
 * carry it.
 */
export function pageLanguageCookie(language: Language, pagePath: string): string {
  const folder = pagePath.slice(0, pagePath.lastIndexOf('/') + 1) || '/';
  return `${PAGE_LANGUAGE_COOKIE}=${language}; Max-Age=31536000; Path=${folder}; SameSite=Strict`;
}

/** The language a `Cookie` request header remembers, or null. */
export function pageLanguageFromCookie(header: string | undefined): Language | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === PAGE_LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}
