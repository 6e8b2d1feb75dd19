import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy screen that can also be fetched ahead of time (`prefetchRoute`) and rendered at once. */
export interface PreloadableScreen extends LazyExoticComponent<ComponentType> {
  preload(): Promise<ComponentType>;
  /** The component once its chunk has arrived (the first render then shows it without suspending). */
  loaded(): ComponentType | undefined;
}

/**
 * Use in `<area>.routes.tsx` instead of `lazy(...)`: `'/x': lazyScreen(() => import('./XScreen'))`.
 * The screen of a deep link is then fetched before the first render (the prerendered first screen
 * stays until it is ready), and the next wizard step can be fetched while the borrower types.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): PreloadableScreen {
  let pending: Promise<{ default: ComponentType }> | null = null;
  let component: ComponentType | undefined;
  const once = () => {
    pending ??= load().then(
      (module) => {
        component = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null; // a chunk that did not arrive may be fetched again
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(lazy(once), {
    preload: () => once().then((module) => module.default),
    loaded: () => component,
  });
}
