import { i18n, type Messages } from '@lingui/core';
import { use } from 'react';
import type { Language } from '../../services/storage/localStore';
import type { Area } from './routeTable';

export type Locale = Language;

// One catalog per area and locale, each its own chunk: a screen loads only what it shows.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');
const loaded = new Map<string, Promise<void>>();

export function loadCatalog(area: Area, locale: Locale): Promise<void> {
  const key = `${locale}/${area}`;
  let pending = loaded.get(key);
  if (!pending) {
    const importer = catalogs[`../../locales/${key}.po`];
    const loading: Promise<void> = importer
      ? importer().then(({ messages }) => i18n.load(locale, messages))
      : Promise.resolve();
    // React's `use` reads a settled promise's `status` synchronously: a catalog that is already
    // loaded never suspends the screen again (a language switch keeps what is on screen).
    const tracked = loading as Promise<void> & { status?: string; value?: unknown; reason?: unknown };
    tracked.status = 'pending';
    loading.then(
      () => {
        tracked.value = undefined;
        tracked.status = 'fulfilled';
      },
      (reason: unknown) => {
        tracked.reason = reason;
        tracked.status = 'rejected';
        loaded.delete(key); // a failed chunk load may be retried
      },
    );
    pending = loading;
    loaded.set(key, pending);
  }
  return pending;
}

/** The language asked for last: a switch whose catalogs arrive after a later one's is dropped. */
let wanted: Locale | null = null;

/**
 * Switch language without a reload: load the catalogs already in use, then activate, unless another
 * language was asked for meanwhile (the last choice wins). Resolves to whether this one was.
 */
export async function activateLocale(locale: Locale, areas: Iterable<Area>): Promise<boolean> {
  wanted = locale;
  await Promise.all([...new Set(['shell' as Area, ...areas])].map((area) => loadCatalog(area, locale)));
  if (wanted !== locale) return false;
  i18n.activate(locale);
  return true;
}

const usedAreas = new Set<Area>(['shell']);

export function areasInUse(): Iterable<Area> {
  return usedAreas;
}

/** Suspends the screen until its area's catalog for the active locale is loaded. */
export function useAreaCatalog(area: Area): void {
  usedAreas.add(area);
  use(loadCatalog(area, (i18n.locale || 'en') as Locale));
}

export { i18n };
