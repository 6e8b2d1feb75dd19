import { isLanguage, type Language } from './localStore';

/**
 * The borrower's language, told to whoever serves the page. The choice lives in local storage
 * (SPEC section 3), which a server or the wrapper cannot read before the page runs; without this,
 * a borrower who chose English on a Spanish phone saw the Spanish prerendered screen until the app
 * took over. A cookie of the page's own path reaches the next document request. It says only
 * "en" or "es": nothing about the borrower.
 */
export const PAGE_LANGUAGE_COOKIE = 'page-lang';

/** The `document.cookie` assignment that remembers `language` for a year. */
export function pageLanguageCookie(language: Language): string {
  return `${PAGE_LANGUAGE_COOKIE}=${language}; Max-Age=31536000; Path=/; SameSite=Strict`;
}

/** The language a `Cookie` request header remembers, or null. */
export function pageLanguageFromCookie(header: string | undefined): Language | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === PAGE_LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}
