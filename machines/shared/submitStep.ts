/**
 * The tail every KYC step form shares (additional info, bank card, questionnaire):
 * `submitting -> findingNextStep -> done`, a refusal or fault landing in `failed` (values kept,
 * Submit again), `nextStepFailed` with a retry, and the `connectivity` region that refuses Submit
 * while offline. A machine registers the names below in its `setup` (`...submitStepGuards`,
 * `...submitStepActions<Context, Event>()`, actor `findNextStep`, action `navigateToNextStep`) and
 * spreads `submitStepStates(...)` into its `form` states.
 */
import { and, assign, stateIn, type EventObject } from 'xstate';
import { businessErrorFrom, faultFrom, type NextStep, type SubmitError, type SubmitOutcome } from './submitError';

export interface SubmitStepContext {
  submitError: SubmitError | null;
  nextRoute: string | null;
}

export const submitStepGuards = {
  isOnline: stateIn({ connectivity: 'online' }),
  isAccepted: (_: unknown, outcome: SubmitOutcome) => outcome.ok,
};

export function submitStepActions<TContext extends SubmitStepContext, TEvent extends EventObject>() {
  return {
    clearSubmitError: assign<TContext, TEvent, undefined, TEvent, never>(() => ({ submitError: null }) as Partial<TContext>),
    assignSubmitRefusal: assign<TContext, TEvent, SubmitOutcome, TEvent, never>(
      (_, outcome) => ({ submitError: businessErrorFrom(outcome) }) as Partial<TContext>,
    ),
    assignSubmitFault: assign<TContext, TEvent, unknown, TEvent, never>((_, error) => ({ submitError: faultFrom(error) }) as Partial<TContext>),
    assignNextRoute: assign<TContext, TEvent, NextStep, TEvent, never>((_, next) => ({ nextRoute: next.route }) as Partial<TContext>),
    navigateToNextStep: (_: unknown, _params: { route: string | null }) => undefined,
  };
}

interface SubmitStepOptions<
  TContext,
  TInput,
  TSubmitActor extends string,
  TEditEvent extends string,
  TEditAction extends string,
  TSavedAction extends string,
  TRevealAction extends string,
> {
  /** The actor that saves the step (`fromPromise<SubmitOutcome, Input>`). */
  submitActor: TSubmitActor;
  submitInput: (context: TContext) => TInput;
  /** The event that edits a value, and its action: editing after a failure goes back to `editing`. */
  editEvent: TEditEvent;
  editAction: TEditAction;
  /** Where a fault (no answer) goes; `failed` unless the step must first find out what happened. */
  faultTarget?: string;
  /** Entry actions once saved (e.g. forget ID and card numbers). */
  onSaved?: readonly TSavedAction[];
  /** The save moves money or sets where it goes: the shell asks before Back leaves mid-request (FAULTS F8). */
  moneyPost?: boolean;
  /**
   * What Submit in `failed` must pass, and does otherwise, for a form whose draft strips values
   * (card numbers): a reload mid-save can land there with those fields empty (`restoredForm`).
   */
  retryNeeds?: { guard: string; otherwise: TRevealAction };
}

/** The states after `editing`, identical for every KYC step form. */
export function submitStepStates<
  TContext,
  TInput,
  const TSubmitActor extends string,
  const TEditEvent extends string,
  const TEditAction extends string,
  const TSavedAction extends string = never,
  const TRevealAction extends string = never,
>(
  options: SubmitStepOptions<TContext, TInput, TSubmitActor, TEditEvent, TEditAction, TSavedAction, TRevealAction>,
) {
  // A retry that must pass the form's own guard too (typed by the machine's setup, not here).
  const retryNeeds = options.retryNeeds;
  const retry = retryNeeds
    ? ([{ guard: and(['isOnline', retryNeeds.guard]) as never, target: 'submitting' }, { actions: retryNeeds.otherwise }] as const)
    : ({ guard: 'isOnline', target: 'submitting' } as const);
  return {
    submitting: {
      tags: options.moneyPost ? ['busy', 'moneyPost'] : ['busy'],
      entry: 'clearSubmitError',
      invoke: {
        src: options.submitActor,
        input: ({ context }: { context: TContext }) => options.submitInput(context),
        onDone: [
          { guard: { type: 'isAccepted', params: ({ event }: { event: { output: SubmitOutcome } }) => event.output }, target: 'findingNextStep' },
          { target: 'failed', actions: { type: 'assignSubmitRefusal', params: ({ event }: { event: { output: SubmitOutcome } }) => event.output } },
        ],
        onError: {
          target: options.faultTarget ?? 'failed',
          actions: { type: 'assignSubmitFault', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    failed: {
      on: {
        [options.editEvent]: { target: 'editing', actions: options.editAction },
        'form.submitted': retry,
      } as Record<TEditEvent, { target: string; actions: TEditAction }> & Record<'form.submitted', typeof retry>,
    },
    findingNextStep: {
      tags: ['busy'],
      entry: options.onSaved ?? ([] as readonly TSavedAction[]),
      invoke: {
        src: 'findNextStep',
        onDone: { target: 'done', actions: { type: 'assignNextRoute', params: ({ event }: { event: { output: NextStep } }) => event.output } },
        onError: 'nextStepFailed',
      },
    },
    nextStepFailed: { on: { 'nextStep.retryRequested': 'findingNextStep' } },
    // Saved and moving on: the form is not sent again, nor edited, while the next step opens.
    done: { tags: ['busy'], entry: { type: 'navigateToNextStep', params: ({ context }: { context: TContext & { nextRoute: string | null } }) => ({ route: context.nextRoute }) } },
  } as const;
}

/**
 * The form states a step's draft keeps, so a WebView reloaded meanwhile loses nothing typed: a
 * submit in flight or a lost answer being checked comes back checking (`restoredForm` in
 * ./reconcileStep), the others as editing. Saved (the next step open or not): the values come back
 * too, for Submit again after a reload, or to read and correct after Back, rather than an empty
 * form. Drafts go at sign-out, as every draft does.
 */
export const DRAFTED_FORM_STATES: readonly string[] = ['editing', 'failed', 'submitting', 'reconciling', 'findingNextStep', 'nextStepFailed', 'done'];
/** Of those, the states after the server accepted the save. */
export const SAVED_FORM_STATES: readonly string[] = ['findingNextStep', 'nextStepFailed', 'done'];

/** Online/offline, told by the `watchConnectivity` actor (FAULTS F4). */
export const connectivityRegion = {
  initial: 'online',
  states: {
    online: { on: { 'network.wentOffline': 'offline' } },
    offline: { on: { 'network.cameOnline': 'online' } },
  },
} as const;
