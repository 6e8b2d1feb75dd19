import { DEFAULT_MARKET, isMarketId, markets } from '../services/markets/markets';
import { isLanguage, type Language } from '../services/storage/localStore';
import { pageLanguageFromCookie } from '../services/storage/pageLanguageCookie';

/**
 * The prerendered `index.html` in each language (`scripts/prerender.ts` writes them): the default
 * market's language keeps the plain name, so a server or wrapper that knows nothing of languages
 * still serves a page. All of them sit beside each other, so their `./assets/` URLs work alike.
 */
export const FIRST_SCREEN_PAGES: Readonly<Record<Language, string>> = {
  en: 'index.html',
  es: 'index.es.html',
};
const DEFAULT_PAGE_LANGUAGE: Language = markets[DEFAULT_MARKET].defaultLanguage;

/** The page languages a phone asks for in `Accept-Language`, most wanted first. */
function acceptedLanguages(header: string): Language[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0], weight: quality ? Number(quality.slice(2)) : 1, index };
    })
    .filter((entry) => entry.weight > 0 && !Number.isNaN(entry.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.language)
    .filter(isLanguage);
}

/**
 * Which prerendered page a document request gets: the language the app will start in, so a Mexican
 * phone does not see English until the app takes over. In the app's own order: `?lang=`, the
 * borrower's stored choice (which the app mirrors in a cookie, `pageLanguageCookie.ts`), then
 * `?market=`'s language (the links QA and the web fallback use); then the phone's
 * `Accept-Language`, then the default market's language.
 */
export function pageLanguage(search: URLSearchParams, acceptLanguage: string | undefined, cookie?: string): Language {
  const lang = search.get('lang');
  if (isLanguage(lang)) return lang;
  const chosen = pageLanguageFromCookie(cookie);
  if (chosen) return chosen;
  const market = search.get('market');
  if (isMarketId(market)) return markets[market].defaultLanguage;
  return acceptedLanguages(acceptLanguage ?? '')[0] ?? DEFAULT_PAGE_LANGUAGE;
}
