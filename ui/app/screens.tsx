import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { i18n, loadCatalog, type Locale } from './i18n';
import type { PreloadableScreen } from './lazyScreen';
import { retryingLazy } from './retryingLazy';
import { findRoute, type Area } from './routeTable';

type ScreenMap = Readonly<Record<string, ComponentType>>;

/** Each area's screens are a chunk of their own, loaded on first visit. */
const areaScreens: Record<Exclude<Area, 'shell'>, () => Promise<ScreenMap>> = {
  auth: () => import('../auth/auth.routes').then((m) => m.authScreens),
  loan: () => import('../loan/loan.routes').then((m) => m.loanScreens),
  kyc: () => import('../kyc/kyc.routes').then((m) => m.kycScreens),
  repay: () => import('../repay/repay.routes').then((m) => m.repayScreens),
  support: () => import('../support/support.routes').then((m) => m.supportScreens),
};

function isPreloadable(screen: ComponentType | undefined): screen is PreloadableScreen {
  return typeof screen === 'function' && 'preload' in screen;
}

const loadedAreas = new Map<Area, ScreenMap>();

function loadArea(area: Area): Promise<ScreenMap> {
  if (area === 'shell') return Promise.resolve({});
  return areaScreens[area]().then((screens) => {
    loadedAreas.set(area, screens);
    return screens;
  });
}

const cache = new Map<string, ComponentType>();

export function screenFor(area: Area, path: string): ComponentType {
  const key = `${area}:${path}`;
  let screen = cache.get(key);
  if (!screen) {
    // Preloaded before the first render: render it at once, nothing suspends.
    const ready = loadedAreas.get(area)?.[path];
    screen = isPreloadable(ready) ? (ready.loaded() ?? ready) : ready;
    screen ??= retryingLazy(async () => {
      const screens = await loadArea(area);
      const Found = screens[path];
      // Areas map paths to lazy screens; a lazy cannot resolve to another lazy, so wrap it.
      // Every route has a screen (tests/ui/app/routeScreens.test.ts); never a blank page regardless.
      return { default: Found ? () => <Found /> : () => <Navigate to="/" replace /> };
    });
    cache.set(key, screen);
  }
  return screen;
}

/** Fetches a route's area map, its screen chunk and its catalog; never rejects. */
export async function preloadRoute(path: string): Promise<void> {
  const route = findRoute(path);
  if (!route) return;
  try {
    const screens = await loadArea(route.area);
    const screen = screens[path];
    await Promise.all([
      isPreloadable(screen) ? screen.preload() : undefined,
      i18n.locale ? loadCatalog(route.area, i18n.locale as Locale) : undefined,
    ]);
  } catch {
    // Offline or a failed chunk: the screen's own lazy load retries and shows the error view.
  }
}

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };
type DataSaverNavigator = Navigator & { connection?: { saveData?: boolean } };

/**
 * Fetches the screen the borrower is likely to open next, when the phone has nothing else to do.
 * Not with the phone's data saver on: a guess may be wrong, and they asked for no data spent ahead.
 */
export function prefetchRoute(path: string): void {
  if (typeof window === 'undefined' || (navigator as DataSaverNavigator).connection?.saveData) return;
  const idle = (window as IdleWindow).requestIdleCallback;
  const run = () => void preloadRoute(path);
  if (idle) idle(run, { timeout: 3000 });
  else setTimeout(run, 200);
}
