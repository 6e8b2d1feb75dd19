import { createActor, type AnyStateMachine, type InputFrom } from 'xstate';

/**
 * What a wizard hook stores when the WebView reloads with the form in `form` (e.g. a save on its
 * way): the machine's persisted snapshot with `typed` in its context, through its own draft function.
 * For a flows file's `restored` starts.
 */
export function draftReloadedIn<M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
  form: string,
  typed: Record<string, unknown>,
  toDraft: (persisted: unknown) => unknown,
): unknown {
  const persisted = createActor(machine, { input }).getPersistedSnapshot() as unknown as { value: object; context: object };
  return toDraft({ ...persisted, value: { ...persisted.value, form }, context: { ...persisted.context, ...typed } });
}
