import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The status lines on the page, empty or not. A live region must be there before its words for
 * TalkBack to read them, so the lines that come and go wait on the page, empty.
 */
export function statusRegions(): HTMLElement[] {
  return screen.queryAllByRole('status');
}

/** The status lines saying something now. */
export function spokenStatuses(): HTMLElement[] {
  return statusRegions().filter((region) => region.textContent !== '');
}

/** The one status line saying something now. */
export function spokenStatus(): HTMLElement {
  const spoken = spokenStatuses();
  expect(spoken.map((region) => region.textContent)).toHaveLength(1);
  return spoken[0]!;
}

/** The words came into a status line that was waiting for them, so a screen reader reads them. */
export function expectSaidInPlace(waiting: HTMLElement[], text: string) {
  expect(waiting).toContain(screen.getByText(text));
}
