import { msg } from '@lingui/core/macro';
import { use, useCallback, useSyncExternalStore } from 'react';
import { isLanguage, type LocalStore } from '../../services/storage/localStore';
import { pageLanguageCookie } from '../../services/storage/pageLanguageCookie';
import { ToastContext } from '../shared/toast';
import { activateLocale, areasInUse, i18n, type Locale } from './i18n';
import { useAppServices } from './ServicesContext';

export type { Locale };

/**
 * Switch the language in place: load the catalogs of every area on screen, activate, remember it
 * (it goes out as the `lang` header on the next call, and the next page load's prerendered screen
 * is in it) and set `<html lang>`. Nothing unmounts, so what the borrower typed stays (FAULTS
 * F47). Of two quick switches the last wins, whichever catalogs arrive first. Resolves to false
 * when the catalogs could not be loaded (no connection): then nothing has changed, not even the
 * language the server answers in.
 */
export async function switchLanguage(locale: Locale, store: Pick<LocalStore, 'set'>): Promise<boolean> {
  try {
    if (await activateLocale(locale, areasInUse())) {
      store.set('language', locale);
      showPageIn(locale);
    }
    return true;
  } catch {
    return false;
  }
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

/** The active language and a switch that keeps the screen as it is, and says so when it could not switch. */
export function useLanguage(): { language: Locale; switchLanguage: (locale: Locale) => Promise<void> } {
  const { store } = useAppServices();
  const toasts = use(ToastContext);
  const language = useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);
  const change = useCallback(
    async (locale: Locale) => {
      if (!(await switchLanguage(locale, store))) toasts?.show({ message: msg`Request failed, try again.`, tone: 'error' });
    },
    [store, toasts],
  );
  return { language, switchLanguage: change };
}
