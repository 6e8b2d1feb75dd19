import type { SessionCode } from '../../services/api/result';

export type { SessionCode };

/** What the app keeps about the signed-in borrower (the login answer's `userInfo`). */
export interface SessionUser {
  mobile: string;
  userId?: string | number;
  [key: string]: unknown;
}

export interface SessionInput {
  /** The stored token at start; a token means "signed in" until the server says otherwise. */
  token: string | null;
  user: SessionUser | null;
  /** Whose drafts a session code left behind, as the draft store kept it across a reload (FAULTS F15). */
  draftOwner?: string | null;
}

export interface SessionContext {
  user: SessionUser | null;
  /** The session code that signed the borrower out, for the message on home. */
  code: SessionCode | null;
  /**
   * The mobile of the borrower a session code signed out. Their unsaved drafts stay (FAULTS F15)
   * until the next borrower is known: given back to the same mobile, dropped for any other.
   */
  draftOwner: string | null;
  /**
   * The mobile of the borrower signed in when the wrapper sent a bare token: if the server says the
   * token is someone else's (a shared phone), that borrower's drafts and open screen go.
   */
  replacedMobile: string | null;
  /** Read once, by `restoring`: a stored token means "signed in" until the server says otherwise. */
  tokenAtStart: boolean;
}

export type SessionEvent =
  | { type: 'session.signedIn'; token: string; user: SessionUser | null }
  /** `tokenless`: the call was made without a token, once signed out (a screen anyone may open). */
  | { type: 'session.codeReceived'; code: SessionCode; msg: string; tokenless?: boolean }
  | { type: 'session.signedOut' };

/** What the platform shows when a session ends: a session code, or the borrower's own sign-out. */
export type SessionNotice = SessionCode | 'signedOut';
