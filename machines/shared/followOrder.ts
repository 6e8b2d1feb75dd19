/**
 * The tail the loan submits share (borrow's apply, confirmBorrow's get-money): once the server
 * took the submit, `following` reads the latest order and goes to the screen its step code names
 * (`done`). A fault on the submit leaves its outcome unknown (FAULTS F2), so `verifying` reads the
 * latest order first: a submit not taken goes back to the form with the same idempotency key.
 *
 * A machine registers the names below in its `setup` (`...followOrderActions<Context, Event>()`,
 * actor `followLatestOrder`, its own "not taken" guard with params `{ outcome }`) and spreads
 * `followOrderStates({ back, notTaken })` into its states; its submit's `onError` targets
 * `verifying` (with `noteFault`, so a submit not taken shows its own fault, e.g. the timeout) and
 * its accepted `onDone` targets `following`. The key action is the platform's: the machine exports
 * `followOrderKeyActions` for its context, which the wiring provides on `newIdempotencyKey`
 * (machines/shared/idempotencyKey.ts).
 */
import { assign, type EventObject } from 'xstate';
import type { FollowOutcome } from '../order/order.follow';
import type { NavigateParams } from '../order/order.types';
import { idempotencyKeyActions, keyNotProvided, type NewKey } from './idempotencyKey';
import { businessErrorFrom, faultFrom, type SubmitError, type SubmitOutcome } from './submitError';

export interface FollowOrderContext {
  /** One key per intent, reused on retry so the server never acts twice. */
  idempotencyKey: string | null;
  error: SubmitError | null;
}

/** Platform: the key for a new intent; an intent that has one (a retry) keeps it. */
export function followOrderKeyActions<TContext extends FollowOrderContext, TEvent extends EventObject>(newKey: NewKey) {
  return idempotencyKeyActions<TContext, TEvent>(newKey);
}

export function followOrderActions<TContext extends FollowOrderContext, TEvent extends EventObject>() {
  return {
    /** Platform: the wiring gives the router. */
    navigateTo: (_: unknown, _params: NavigateParams) => undefined,
    ...followOrderKeyActions<TContext, TEvent>(keyNotProvided),
    // The server answered: the next submit is a new request (a server may keep a refusal under its key).
    noteRefusal: assign<TContext, TEvent, { outcome: SubmitOutcome }, TEvent, never>((_, { outcome }) =>
      outcome.ok ? {} : ({ error: businessErrorFrom(outcome), idempotencyKey: null } as Partial<TContext>),
    ),
    noteFault: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ event }) => ({ error: faultFrom((event as unknown as { error?: unknown }).error) }) as Partial<TContext>,
    ),
    /** The submit was not taken: its own fault (noted on its `onError`) if any, so a timeout still reads as one. */
    noteUnknownOutcome: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ context }) => {
        const lost: SubmitError = { kind: 'fault', reason: 'network' };
        return { error: context.error?.kind === 'fault' ? context.error : lost } as Partial<TContext>;
      },
    ),
  };
}

type FollowEvent = { event: { output: FollowOutcome } };

/** `verifying`, `following` and `done`; `back` is the form's state, `notTaken` the guard that reads the order. */
export function followOrderStates<const TBack extends string, const TNotTaken extends string>(options: { back: TBack; notTaken: TNotTaken }) {
  const toNextScreen = {
    target: 'done',
    // The form was sent and taken: Back from the next screen skips it (it would only send the borrower on again).
    actions: { type: 'navigateTo', params: ({ event }: FollowEvent) => ({ path: event.output.path, replace: true }) },
  } as const;
  return {
    verifying: {
      tags: ['busy'],
      invoke: {
        src: 'followLatestOrder',
        onDone: [
          {
            guard: { type: options.notTaken, params: ({ event }: FollowEvent) => ({ outcome: event.output }) },
            target: options.back,
            actions: 'noteUnknownOutcome',
          },
          toNextScreen,
        ],
        onError: { target: options.back, actions: 'noteFault' },
      },
    },
    following: {
      tags: ['busy'],
      invoke: {
        src: 'followLatestOrder',
        onDone: toNextScreen,
        onError: { target: options.back, actions: 'noteFault' },
      },
    },
    // On the way to the next screen: nothing is chosen or sent again until this one unmounts.
    done: { type: 'final', tags: ['busy'] },
  } as const;
}
