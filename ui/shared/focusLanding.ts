/**
 * Marks the content that replaces a control in place (the payment instructions that replace the
 * list of methods, the account to confirm that replaces Submit): when the control that had the focus
 * goes in the same change, that content takes the focus instead of the screen's heading
 * (ui/shell/keepFocusOnScreen.ts), so reading goes on from what the tap brought rather than from the
 * top. Spread it on the element: `<section {...FOCUS_LANDING}>`.
 */
export const FOCUS_LANDING = { 'data-focus-landing': '', tabIndex: -1 } as const;
export const FOCUS_LANDING_SELECTOR = '[data-focus-landing]';
