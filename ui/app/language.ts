import { useCallback, useSyncExternalStore } from 'react';
import { isLanguage, type LocalStore } from '../../services/storage/localStore';
import { pageLanguageCookie } from '../../services/storage/pageLanguageCookie';
import { activateLocale, areasInUse, i18n, type Locale } from './i18n';
import { useAppServices } from './ServicesContext';

export type { Locale };

/**
 * Switch the language in place: remember it (it goes out as the `lang` header on the next call,
 * and the next page load's prerendered screen is in it), load the catalogs of every area on
 * screen, activate, and set `<html lang>`. Nothing unmounts, so what the borrower typed stays
 * (FAULTS F47). Of two quick switches the last wins, whichever catalogs arrive first.
 */
export async function switchLanguage(locale: Locale, store: Pick<LocalStore, 'set'>): Promise<void> {
  store.set('language', locale);
  if (await activateLocale(locale, areasInUse())) showPageIn(locale);
}

/** `<html lang>`, and the cookie that asks for the prerendered screen in this language next time. */
export function showPageIn(locale: Locale): void {
  document.documentElement.lang = locale;
  document.cookie = pageLanguageCookie(locale, window.location.pathname);
}

/** `?lang=es` in the page query or in the hash route's query (a QA state jump). */
export function languageFromUrl(location: Pick<Location, 'search' | 'hash'>): Locale | null {
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : '';
  for (const query of [hashQuery, location.search]) {
    const value = new URLSearchParams(query).get('lang');
    if (isLanguage(value)) return value;
  }
  return null;
}

const subscribeLocale = (listener: () => void) => i18n.on('change', listener);
const currentLocale = (): Locale => (isLanguage(i18n.locale) ? i18n.locale : 'en');

/** The active language and a switch that keeps the screen as it is. */
export function useLanguage(): { language: Locale; switchLanguage: (locale: Locale) => Promise<void> } {
  const { store } = useAppServices();
  const language = useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);
  const change = useCallback((locale: Locale) => switchLanguage(locale, store), [store]);
  return { language, switchLanguage: change };
}
