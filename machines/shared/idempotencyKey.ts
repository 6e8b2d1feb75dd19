import { assign, type EventObject } from 'xstate';

/**
 * Idempotency keys come from the platform, never from a machine: a machine stays pure, and a test
 * pins its keys. A machine that sends a money or order POST builds its key action(s) from a
 * `NewKey` in an exported factory, declared in `setup` with `keyNotProvided`; the area wiring
 * provides the same factory on `newIdempotencyKey` (services/ids), a test on a generator of its own.
 * A function, not context: context stays plain data that a snapshot can persist.
 */
export type NewKey = () => string;

/** The default in `setup`: failing loudly beats a key that two intents could share. */
export const keyNotProvided: NewKey = () => {
  throw new Error('no idempotency key generator was provided: machine.provide({ actions: <name>KeyActions(newKey) })');
};

/** `ensureIdempotencyKey` for a machine with one keyed intent: a new key, unless a retry has one. */
export function idempotencyKeyActions<TContext extends { idempotencyKey: string | null }, TEvent extends EventObject>(newKey: NewKey) {
  return {
    ensureIdempotencyKey: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ context }) => ({ idempotencyKey: context.idempotencyKey ?? newKey() }) as Partial<TContext>,
    ),
  };
}

/**
 * A request's key once its intent may have changed after a lost answer: the key itself at first,
 * then `<key>-<n>` for the n-th new intent (an edited card, another amount, another ticket), so a
 * server that kept the first answer never gives it to the new request.
 */
export function versionedKey(key: string, version: number): string {
  return version === 0 ? key : `${key}-${version}`;
}
