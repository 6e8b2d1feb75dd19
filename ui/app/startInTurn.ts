/** Resolves in a later task: gives the phone back, so that the work before and after are separate tasks. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts each load in a task of its own, in order, then waits for all of them. An `import()` whose
 * modules are new evaluates them all in one task; started apart, loads whose modules overlap (XState,
 * then a machine that uses it) evaluate in short tasks instead of one long one, while the fetches
 * still run at the same time. Resolves with every result, in order; rejects when one fails.
 */
export async function startInTurn(loads: readonly (() => Promise<unknown>)[]): Promise<unknown[]> {
  const started: Promise<unknown>[] = [];
  for (const [index, load] of loads.entries()) {
    if (index > 0) await nextTask();
    const loading = load();
    loading.catch(() => undefined); // seen by Promise.all below, not reported as unhandled meanwhile
    started.push(loading);
  }
  return Promise.all(started);
}
