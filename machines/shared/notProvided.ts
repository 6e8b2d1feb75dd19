import { fromPromise } from 'xstate';

/**
 * The default for an actor a machine needs but does not implement: the composition root (or a
 * test) provides the real one with `machine.provide({ actors })`. Failing loudly beats a silent stub.
 */
export function notProvided<Output, Input = void>(name: string) {
  return fromPromise<Output, Input>(async () => {
    throw new Error(`actor "${name}" was not provided`);
  });
}
