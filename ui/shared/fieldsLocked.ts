import { createContext } from 'react';

/**
 * True while a form's answers are on their way (a save, or the check after a lost answer). Its text
 * fields turn read-only and its selects disabled: the machine does not take changes then, and a
 * keystroke shown and then undone would look like the phone losing what was typed. Read-only, not
 * disabled, keeps the focus where it was for the borrower pressing Enter in a field.
 */
export const FieldsLocked = createContext(false);
