import type { SnapshotFrom } from 'xstate';
import type { TypedDraft } from '../shared/typedDraft';
import type { signInMachine } from './signIn.machine';
import type { TypedSignIn } from './signIn.types';

type Snapshot = SnapshotFrom<typeof signInMachine>;

/** The number as typed, kept until the borrower is signed in. Never the verification code. */
function toTypedSignIn(snapshot: Snapshot): TypedSignIn | null {
  const { market, mobile } = snapshot.context;
  return snapshot.status === 'done' || mobile.trim() === '' ? null : { market, mobile };
}

function isTypedSignIn(stored: unknown): stored is TypedSignIn {
  if (typeof stored !== 'object' || stored === null) return false;
  const { market, mobile } = stored as Record<string, unknown>;
  return (market === 'ng' || market === 'mx') && typeof mobile === 'string';
}

export const TYPED_SIGN_IN: TypedDraft<TypedSignIn, Snapshot> = {
  name: 'signIn.mobile',
  version: 1,
  isKept: isTypedSignIn,
  toKept: toTypedSignIn,
};
