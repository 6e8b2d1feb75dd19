/**
 * What a single form keeps of what was typed, in the phone's drafts (`<name>.typed.ts`,
 * docs/CONVENTIONS.md). The wiring seeds the machine's input with it and saves it on change.
 */
export interface TypedDraft<Kept, Snapshot> {
  name: string;
  version: number;
  isKept: (stored: unknown) => stored is Kept;
  /** What to keep now; null clears the draft (nothing typed, or the form's work is done). */
  toKept: (snapshot: Snapshot) => Kept | null;
  /**
   * Typed by whoever is signing in now, so not held for the borrower a session code signed out
   * (`DraftStore`): the sign-in form and its code step come back after a reload all the same.
   */
  keptWhileHeld?: true;
}
