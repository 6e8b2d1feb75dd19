import type { SnapshotFrom } from 'xstate';
import type { TypedDraft } from '../shared/typedDraft';
import type { signInMachine } from './signIn.machine';
import type { SentCode, TypedSignIn } from './signIn.types';

type Snapshot = SnapshotFrom<typeof signInMachine>;

/**
 * The number as typed, and the code sent for it while the code step shows, kept until the borrower
 * is signed in. Never the verification code itself.
 */
function toTypedSignIn(snapshot: Snapshot): TypedSignIn | null {
  const { market, mobile, mode, codeRequired, codeSentAt } = snapshot.context;
  if (snapshot.status === 'done' || mobile.trim() === '') return null;
  const codeSent = snapshot.matches('code') && codeSentAt !== null ? { at: codeSentAt, mode, codeRequired } : null;
  return { market, mobile, codeSent };
}

function isSentCode(value: unknown): value is SentCode {
  if (typeof value !== 'object' || value === null) return false;
  const { at, mode, codeRequired } = value as Record<string, unknown>;
  return typeof at === 'number' && Number.isFinite(at) && (mode === 'login' || mode === 'register') && typeof codeRequired === 'boolean';
}

function isTypedSignIn(stored: unknown): stored is TypedSignIn {
  if (typeof stored !== 'object' || stored === null) return false;
  const { market, mobile, codeSent } = stored as Record<string, unknown>;
  return (market === 'ng' || market === 'mx') && typeof mobile === 'string' && (codeSent == null || isSentCode(codeSent));
}

export const TYPED_SIGN_IN: TypedDraft<TypedSignIn, Snapshot> = {
  name: 'signIn.mobile',
  version: 1,
  isKept: isTypedSignIn,
  toKept: toTypedSignIn,
  keptWhileHeld: true,
};
