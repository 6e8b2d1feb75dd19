import { screen } from '@testing-library/react';
import { expect } from 'vitest';

const textFields = () => [...screen.queryAllByRole('textbox'), ...screen.queryAllByRole('spinbutton')];

/**
 * While a form's answers are on their way, its fields take nothing (ui/shared/fieldsLocked): text
 * fields read-only (the focus stays), selects and choices disabled.
 */
export function seeFieldsLocked() {
  for (const input of textFields()) expect(input).toHaveAttribute('readonly');
  for (const select of screen.queryAllByRole('combobox')) expect(select).toBeDisabled();
  for (const choice of [...screen.queryAllByRole('radio'), ...screen.queryAllByRole('checkbox')]) expect(choice).toBeDisabled();
}

/** The borrower can type again: no text field is read-only. */
export function seeTextFieldsOpen() {
  for (const input of textFields()) expect(input).not.toHaveAttribute('readonly');
}
