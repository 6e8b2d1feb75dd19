import type { ComponentType } from 'react';
import { retryingLazy } from './retryingLazy';
import { startInTurn } from './startInTurn';

/** A lazy screen that can also be fetched ahead of time (`prefetchRoute`) and rendered at once. */
export type PreloadableScreen = ComponentType & {
  preload(): Promise<ComponentType>;
  /** The component once its chunk has arrived (the first render then shows it without suspending). */
  loaded(): ComponentType | undefined;
};

export interface LazyScreenOptions {
  /**
   * Modules the screen imports that are worth loading as a step of their own, typically its area's
   * wiring file (machines, XState, endpoints), in order. Each is requested one task before the
   * next and the screen last, so the browser still fetches everything at once, but each import
   * evaluates its new modules in a task of its own instead of one long one.
   */
  startFirst?: readonly (() => Promise<unknown>)[];
}

/**
 * Use in `<area>.routes.tsx` instead of `lazy(...)`: `'/x': lazyScreen(() => import('./XScreen'))`.
 * The screen of a deep link is then fetched before the first render (the prerendered first screen
 * stays until it is ready), and the next wizard step can be fetched while the borrower types.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>, options: LazyScreenOptions = {}): PreloadableScreen {
  let pending: Promise<{ default: ComponentType }> | null = null;
  let component: ComponentType | undefined;
  // Without startFirst the screen's import starts at once, as a plain lazy() would.
  const loadInSteps = async () => {
    const loaded = await startInTurn([...(options.startFirst ?? []), load]);
    return loaded.at(-1) as { default: ComponentType }; // the screen's module, started last
  };
  const once = () => {
    pending ??= loadInSteps().then(
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
  return Object.assign(retryingLazy(once), {
    preload: () => once().then((module) => module.default),
    loaded: () => component,
  });
}
