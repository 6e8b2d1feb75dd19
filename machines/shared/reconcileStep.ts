/**
 * After a KYC step's save got no answer (FAULTS F2) its outcome is unknown: the server may have
 * saved it. `reconciling` asks before offering to send again: saved -> `findingNextStep` (the
 * shared tail of machines/shared/submitStep), not saved or no answer -> `failed`, where Submit
 * resends the kept values (or asks again for those a reload's draft dropped). A machine registers `...reconcileGuards` and its check actor
 * (e.g. `orderLeftStep(services, StepCode.Addition)` from ./orderLeftStep) and spreads
 * `reconcilingState(<actor name>)` next to `submitStepStates({ ..., faultTarget: 'reconciling' })`.
 */
import { draftChildren, resumedSavedCheck, SAVED_CHECK_CHILD } from './draftChildren';
import { keyAfterLostAnswer } from './idempotencyKey';
import type { SubmitError } from './submitError';
import { SAVED_FORM_STATES } from './submitStep';

export interface SavedCheck {
  saved: boolean;
}

export const reconcileGuards = {
  isSaved: (_: unknown, check: SavedCheck) => check.saved,
};

export function reconcilingState<const TCheckActor extends string>(checkActor: TCheckActor) {
  return {
    reconciling: {
      tags: ['busy'],
      invoke: {
        id: SAVED_CHECK_CHILD,
        src: checkActor,
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }: { event: { output: SavedCheck } }) => event.output }, target: 'findingNextStep' },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
  } as const;
}

/** The error a step shows once a reload lost its save's answer and the check found it not saved. */
const LOST_WITH_THE_PAGE: SubmitError = { kind: 'fault', reason: 'unknown' };

/**
 * Where a step form's draft comes back: a save on its way, or its lost answer being checked, as
 * `reconciling` with the check resumed, so a reload asks the server before offering to send again
 * (FAULTS F2); any other drafted state as `editing`. The values typed are the draft's own business.
 */
export function restoredForm(persisted: unknown, checkActor: string) {
  const form = (persisted as { value?: { form?: unknown } } | null)?.value?.form;
  const saveInDoubt = form === 'submitting' || form === 'reconciling';
  return {
    saveInDoubt,
    value: { form: saveInDoubt ? 'reconciling' : 'editing', connectivity: 'online' },
    children: { ...draftChildren(persisted), ...(saveInDoubt ? resumedSavedCheck(checkActor) : {}) },
    submitError: saveInDoubt ? LOST_WITH_THE_PAGE : null,
  };
}

/**
 * Whether a stored draft is in a form state a draft is written in (`restoredForm`): anything else
 * was not written by this app (a tampered or foreign draft), and a `done` one would lock the form
 * for good (FAULTS F27: discarded, no crash).
 */
export function isRestoredFormState(stored: unknown): boolean {
  const form = (stored as { value?: { form?: unknown } } | null)?.value?.form;
  return form === 'editing' || form === 'reconciling';
}

interface StepSnapshot {
  value?: { form?: unknown };
  context?: { fields?: Record<string, unknown>; retype?: unknown } & Record<string, unknown>;
}

/**
 * What a keyed step's draft blanked (`keyedStepDraft`): the sensitive fields that held something,
 * kept until typed again, so the form can say why they are empty. Only a draft writes it.
 */
export interface RetypeAfterReload {
  retype?: readonly string[];
}

/**
 * Whether a field the last reload blanked, and the form shows (`shown`), is still empty: the form
 * says they must be typed again. A field hidden since (a card's CVC behind a CLABE) does not count.
 */
export function mustRetype(context: RetypeAfterReload & { fields: Readonly<Record<string, string>> }, shown: readonly string[]): boolean {
  return (context.retype ?? []).some((field) => shown.includes(field) && context.fields[field] === '');
}

/**
 * The draft of a keyed step form (bank card, additional info): the form as `restoredForm` brings
 * it back, the `sensitive` fields blanked (DESIGN "nothing sensitive in a persisted wizard draft")
 * and named in `retype` while they wait to be typed again,
 * what was touched or revealed forgotten, `reset` put back to its start, and the key in doubt when
 * a reload lost a save's answer: the server may have done it. Saved, it did: the same values again
 * reuse the key, an edit takes the next one (a server may keep the first answer under its key).
 */
export function keyedStepDraft(
  persisted: unknown,
  options: { checkActor: string; sensitive: readonly string[]; reset?: Record<string, unknown> },
) {
  const snapshot = persisted as StepSnapshot;
  const fields = { ...snapshot.context?.fields };
  const blankedBefore = Array.isArray(snapshot.context?.retype) ? (snapshot.context.retype as unknown[]) : [];
  const retype = options.sensitive.filter((field) => (typeof fields[field] === 'string' && fields[field] !== '') || blankedBefore.includes(field));
  options.sensitive.forEach((field) => (fields[field] = ''));
  const form = restoredForm(persisted, options.checkActor);
  return {
    ...snapshot,
    value: form.value,
    context: {
      ...snapshot.context,
      ...options.reset,
      fields,
      retype,
      touched: [],
      revealed: false,
      submitError: form.submitError,
      ...(form.saveInDoubt || SAVED_FORM_STATES.includes(snapshot.value?.form as string) ? keyAfterLostAnswer() : {}),
    },
    children: form.children,
  };
}
