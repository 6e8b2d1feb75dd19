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

/**
 * Where a form's keyed request stands (bank card, additional info, marketplace apply, new ticket):
 * the version of its key (`versionedKey`) and whether the last request with it got no answer, so
 * the server may have done it. In context, not read off the error shown: a draft keeps it over a
 * reload, and a message cleared by a tap never loses it.
 */
export interface KeyVersioning {
  keyVersion: number;
  keyInDoubt: boolean;
}

export const FIRST_KEY_VERSION: KeyVersioning = { keyVersion: 0, keyInDoubt: false };

/** The request got no answer (FAULTS F2): sending the same values again reuses its key. */
export function keyAfterLostAnswer(): Pick<KeyVersioning, 'keyInDoubt'> {
  return { keyInDoubt: true };
}

/** The server answered without doing it: the next submit is a new request (a server may keep a refusal under its key). */
export function keyAfterRefusal(state: KeyVersioning): KeyVersioning {
  return { keyVersion: state.keyVersion + 1, keyInDoubt: false };
}

/**
 * The borrower changed what the request says. After a lost answer that is another request: the
 * next version, or a server that did the first would answer this one with it.
 */
export function keyAfterEdit(state: KeyVersioning): KeyVersioning {
  return state.keyInDoubt ? keyAfterRefusal(state) : { keyVersion: state.keyVersion, keyInDoubt: false };
}

/**
 * A step's draft keeps its key and where it stands, so a reload after a lost answer resends the
 * same request. One saved before the key versioning kept its version as `attempt` (and no doubt);
 * one saved without a key gets the screen's new key.
 */
export function refreshDraftKey<TInput extends { idempotencyKey: string }>(stored: unknown, input: TInput): unknown {
  const snapshot = stored as { context: Record<string, unknown> };
  const { idempotencyKey, keyVersion, keyInDoubt, attempt } = snapshot.context;
  if (typeof idempotencyKey !== 'string') {
    return { ...snapshot, context: { ...snapshot.context, idempotencyKey: input.idempotencyKey, ...FIRST_KEY_VERSION } };
  }
  const version = typeof keyVersion === 'number' ? keyVersion : typeof attempt === 'number' ? attempt : 0;
  return { ...snapshot, context: { ...snapshot.context, keyVersion: version, keyInDoubt: keyInDoubt === true } };
}
