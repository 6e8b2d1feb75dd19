import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { personalInfoMachine } from '../../../machines/personalInfo/personalInfo.machine';
import type { PickContactOutput } from '../../../machines/personalInfo/personalInfo.types';
import { ContactsPart } from '../../../ui/kyc/personal/ContactsPart';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const UNAVAILABLE = 'Picking from your contacts is not available here. Type the name and number.';

/** The contacts part (as after three Nexts), whose picker answers when the test says. */
function renderContacts() {
  const answers: ((output: PickContactOutput) => void)[] = [];
  const machine = personalInfoMachine.provide({
    actors: {
      pickContact: fromPromise<PickContactOutput, { index: 1 | 2 }>(() => new Promise((resolve) => answers.push(resolve))),
      watchConnectivity: fromCallback(() => undefined),
    },
  });
  const input = { market: 'ng' as const, today: '2026-11-21' };
  const context = createActor(machine, { input }).getSnapshot().context;
  const snapshot = machine.resolveState({ value: { wizard: { filling: { contacts: 'editing' } }, geography: 'idle', connectivity: 'online' }, context });
  const actor = createActor(machine, { snapshot, input }).start();
  render(
    <I18nProvider i18n={i18n}>
      <ContactsPart actor={actor} />
    </I18nProvider>,
  );
  return answers;
}

const contact = (index: 1 | 2) => within(screen.getByRole('group', { name: `Emergency contact ${index}` }));

describe('emergency contacts part', () => {
  it('says why a contact was not picked in a status region there before, and says it again after another try', async () => {
    const answers = renderContacts();
    // A live region inserted together with its text is often not read (Chrome, TalkBack): each is there, empty.
    const status = contact(1).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    expect(contact(2).getByRole('status')).toBeEmptyDOMElement();
    for (const attempt of [1, 2]) {
      await userEvent.click(contact(1).getByRole('button', { name: 'Pick contact 1 from phone' }));
      // Emptied while the picker is open, so the same notice is a change again ('' -> the notice).
      expect(status).toBeEmptyDOMElement();
      act(() => answers[attempt - 1]!({ index: 1, pick: { kind: 'unavailable' } }));
      await vi.waitFor(() => expect(status).toHaveTextContent(UNAVAILABLE));
      expect(contact(1).getByRole('status')).toBe(status);
      expect(contact(2).getByRole('status')).toBeEmptyDOMElement();
    }
  });
});
