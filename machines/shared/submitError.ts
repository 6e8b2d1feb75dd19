import { isApiFault, type FaultReason } from '../../services/api/result';

/**
 * Why a submit did not go through, as data for ui/ to word: a business answer (server code and
 * message, shown as text) or a fault (offline, timeout, ...). Session codes never land here: the
 * composition root handles them.
 */
export type SubmitError =
  | { kind: 'business'; code: number; serverMessage: string }
  | { kind: 'fault'; reason: FaultReason | 'unknown' };

/** What a submitting actor resolves with: accepted, or the server's business refusal. */
export type SubmitOutcome = { ok: true } | { ok: false; code: number; msg: string };

export function faultFrom(error: unknown): SubmitError {
  return { kind: 'fault', reason: isApiFault(error) ? error.reason : 'unknown' };
}

/** A business refusal as a submit error; its words trimmed ('' when it sent none). */
export function refusalOf(refusal: { code: number; msg: string }): SubmitError {
  return { kind: 'business', code: refusal.code, serverMessage: refusal.msg.trim() };
}

export function businessErrorFrom(outcome: SubmitOutcome): SubmitError | null {
  return outcome.ok ? null : { kind: 'business', code: outcome.code, serverMessage: outcome.msg };
}

/** Where the wizard goes after a step is saved: the route of the order's step code (null: home). */
export interface NextStep {
  route: string | null;
}

/** An API answer as a submit outcome: code 0 accepted, anything else refused with its message. */
export function submitOutcomeOf(result: { ok: true } | { ok: false; code: number; msg: string }): SubmitOutcome {
  return result.ok ? { ok: true } : { ok: false, code: result.code, msg: result.msg };
}
