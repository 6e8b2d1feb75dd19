import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Area } from './routeTable';

type ScreenMap = Readonly<Record<string, ComponentType>>;

/** Each area's screens are a chunk of their own, loaded on first visit. */
const areaScreens: Record<Exclude<Area, 'shell'>, () => Promise<ScreenMap>> = {
  auth: () => import('../auth/auth.routes').then((m) => m.authScreens),
  loan: () => import('../loan/loan.routes').then((m) => m.loanScreens),
  kyc: () => import('../kyc/kyc.routes').then((m) => m.kycScreens),
  repay: () => import('../repay/repay.routes').then((m) => m.repayScreens),
  support: () => import('../support/support.routes').then((m) => m.supportScreens),
};

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

export function screenFor(area: Area, path: string): LazyExoticComponent<ComponentType> {
  const key = `${area}:${path}`;
  let screen = cache.get(key);
  if (!screen) {
    screen = lazy(async () => {
      const screens = area === 'shell' ? {} : await areaScreens[area]();
      const found = screens[path];
      if (found) return { default: found };
      const { NotBuiltYet } = await import('../shared/NotBuiltYet');
      return { default: () => <NotBuiltYet screen={path} /> };
    });
    cache.set(key, screen);
  }
  return screen;
}
