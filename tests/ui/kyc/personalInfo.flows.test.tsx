import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { expect, vi } from 'vitest';
import type { Actor } from 'xstate';
import type { personalInfoMachine } from '../../../machines/personalInfo/personalInfo.machine';
import type { PersonalInfoEvent } from '../../../machines/personalInfo/personalInfo.types';
import { PersonalInfoView } from '../../../ui/kyc/personal/PersonalInfoView';
import personalInfoFlows from '../../flows/machines/personalInfo.flows';
import { describeViewFlows } from '../../flows/views';
import { seeFieldsLocked } from '../fieldsLocked';

// Each path is a run of real UI steps (typing letter by letter); on a busy machine that takes a while.
vi.setConfig({ testTimeout: 30_000 });

i18n.loadAndActivate({ locale: 'en', messages: {} });

type WizardActor = Actor<typeof personalInfoMachine>;
type FieldChanged = Extract<PersonalInfoEvent, { type: 'field.changed' }>;

const OFFLINE = /You appear to be offline/;
const CONTACT_NOTICES = {
  cancelled: 'No contact selected. You can type the name and number.',
  timeout: 'No contact selected. You can type the name and number.',
  denied: 'Contacts permission was denied. You can type the name and number.',
  unavailable: 'Picking from your contacts is not available here. Type the name and number.',
  notInApp: 'Please run in the App to pick from your contacts. Here, type the name and number.',
  invalidPhone: 'The picked number is not a valid mobile number. Please check it.',
} as const;
const partForm = () => screen.getByRole('form');
const mainButton = () => within(partForm()).getByRole('button', { name: /^(Next|Submit)$/ });
const control = (field: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${field}"]`);

/** Types or picks the value in the field's control when it is on screen; else the actor gets it. */
async function changeField(user: UserEvent, actor: WizardActor, event: FieldChanged) {
  const element = control(event.field);
  if (element instanceof HTMLSelectElement && [...element.options].some((option) => option.value === event.value)) {
    await user.selectOptions(element, event.value);
  } else if (element instanceof HTMLInputElement) {
    await user.clear(element);
    if (event.value) await user.type(element, event.value);
  } else {
    // Not on this part: the borrower would go back to it; the machine takes the same event.
    actor.send(event);
  }
  expect(actor.getSnapshot().context.fields[event.field]).toBe(event.value);
}

/** Clicks the button when the borrower can; a disabled button cannot send it, the actor gets it. */
async function clickOrSend(user: UserEvent, button: HTMLElement, send: () => void) {
  if ((button as HTMLButtonElement).disabled) send();
  else await user.click(button);
}

describeViewFlows(personalInfoFlows, {
  render: (actor) => (
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/auth/personal_infomation']}>
        <PersonalInfoView actor={actor} />
      </MemoryRouter>
    </I18nProvider>
  ),
  drive: {
    'field.changed': ({ user, actor, event }) => changeField(user, actor, event),
    'field.blurred': async ({ user, actor, event }) => {
      const element = control(event.field);
      if (!element) return actor.send(event);
      await user.click(element);
      await user.tab();
      expect(actor.getSnapshot().context.touched).toContain(event.field);
    },
    'part.nextRequested': ({ user, actor, event }) => clickOrSend(user, mainButton(), () => actor.send(event)),
    'form.submitted': ({ user, actor, event }) => clickOrSend(user, mainButton(), () => actor.send(event)),
    'part.backRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Back' })),
    'contact.pickRequested': ({ user, event }) => user.click(screen.getByRole('button', { name: `Pick contact ${event.index} from phone` })),
    'nextStep.retryRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    // Only a failed list is asked for again: Retry on the residence part, or (elsewhere) the machine's event.
    'geography.requested': async ({ user, actor, event }) => {
      const retry = screen.queryByRole('button', { name: 'Retry' });
      if (retry) return user.click(retry);
      actor.send(event);
    },
  },
  stateAssertions: {
    'wizard.filling.basic': () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Personal information' })).toHaveAccessibleDescription('Step 1 of 4: Basic information');
      expect(screen.getByRole('textbox', { name: 'First name' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    },
    'wizard.filling.residence': ({ snapshot }) => {
      expect(screen.getByRole('heading', { level: 1, name: 'Personal information' })).toHaveAccessibleDescription('Step 2 of 4: Residence');
      expect(screen.getByRole('combobox', { name: 'Residence type' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
      // A new state empties the district (SPEC section 4): the borrower sees it empty again.
      expect(screen.getByLabelText('District')).toHaveValue(snapshot.context.fields.city);
    },
    'wizard.filling.work': ({ snapshot }) => {
      const { fields } = snapshot.context;
      expect(screen.getByRole('heading', { level: 1, name: 'Personal information' })).toHaveAccessibleDescription('Step 3 of 4: Work');
      expect(screen.getByRole('combobox', { name: 'Employment type' })).toHaveValue('employee');
      // Another employment type empties the industry, another pay frequency the paydays.
      expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue(fields.industry);
      expect(screen.getByRole('combobox', { name: 'Payday (day of the month)' })).toHaveValue(fields.payday);
    },
    'wizard.filling.contacts.editing': ({ snapshot }) => {
      expect(screen.getByRole('heading', { level: 1, name: 'Personal information' })).toHaveAccessibleDescription('Step 4 of 4: Emergency contacts');
      expect(screen.getByRole('button', { name: 'Pick contact 1 from phone' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Pick contact 2 from phone' })).toBeEnabled();
      // What the picker brought back (fake bridge): the picked contact filled in, or why not.
      const { contactNotice, fields } = snapshot.context;
      if (fields.contact2Name === 'Picked Friend') {
        expect(screen.getByRole('textbox', { name: 'Contact 2 name' })).toHaveValue('Picked Friend');
        expect(screen.getByRole('textbox', { name: 'Contact 2 phone' })).toHaveValue(fields.contact2Phone);
      }
      if (contactNotice) expect(screen.getByText(CONTACT_NOTICES[contactNotice.reason])).toHaveAttribute('role', 'status');
    },
    'wizard.filling.contacts.picking': () => {
      expect(screen.getByRole('button', { name: 'Pick contact 2 from phone' })).toBeBusy();
      expect(screen.getByRole('button', { name: 'Pick contact 1 from phone' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    },
    'wizard.filling.contacts.failed': ({ snapshot }) => {
      const error = snapshot.context.submitError;
      const text = error?.kind === 'business' ? error.serverMessage : 'Request failed, try again';
      expect(within(partForm()).getByText(text)).toHaveAttribute('role', 'alert');
      expect(screen.getByRole('button', { name: 'Pick contact 1 from phone' })).toBeEnabled();
    },
    // Transient: left at once by `always`, never on screen.
    'wizard.validating': () => undefined,
    'wizard.submitting': () => {
      expect(screen.getByRole('button', { name: 'Submit' })).toBeBusy();
      seeFieldsLocked();
    },
    'wizard.findingNextStep': () => {
      expect(screen.getByRole('button', { name: 'Submit' })).toBeBusy();
      seeFieldsLocked();
    },
    'wizard.nextStepFailed': () => {
      expect(screen.getByRole('alert')).toHaveTextContent('Your information is saved, but the next step could not be loaded.');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
      seeFieldsLocked();
    },
    // The app is moving to the next step: the saved form cannot be sent again meanwhile.
    'wizard.done': () => {
      expect(screen.getByRole('button', { name: 'Submit' })).toBeBusy();
      seeFieldsLocked();
    },
    'geography.idle': () => {
      const state = screen.queryByRole('combobox', { name: 'State' });
      if (state) expect(within(state).getAllByRole('option').map((o) => o.textContent)).toEqual(['Please select']);
    },
    'geography.loading': () => {
      const state = screen.queryByRole('combobox', { name: 'State' });
      if (state) expect(within(state).getAllByRole('option').map((o) => o.textContent)).toEqual(['Loading states…']);
    },
    'geography.loaded': () => {
      const state = screen.queryByRole('combobox', { name: 'State' });
      if (state) expect(within(state).getByRole('option', { name: 'Lagos' })).toBeInTheDocument();
    },
    'geography.failed': () => {
      if (!screen.queryByRole('combobox', { name: 'Residence type' })) return; // only the residence part uses the states
      expect(screen.getByText('The list of states could not be loaded.')).toHaveAttribute('role', 'alert');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    },
    'connectivity.online': () => expect(screen.queryByText(OFFLINE)).toBeNull(),
    'connectivity.offline': ({ snapshot }) => {
      expect(screen.getByText(OFFLINE)).toHaveAttribute('role', 'status');
      // Saved but the next step not loaded: no Next or Submit is shown at all.
      if (!snapshot.matches({ wizard: 'nextStepFailed' })) expect(mainButton()).toBeUnavailable();
    },
  },
});
