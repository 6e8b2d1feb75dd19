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
}
