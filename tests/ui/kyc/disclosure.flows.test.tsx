import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { DisclosureDialog } from '../../../ui/kyc/disclosure/DisclosureDialog';
import disclosureFlows from '../../flows/machines/disclosure.flows';
import { describeViewFlows } from '../../flows/views';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const AGREEMENT = 'I have read and agree to the use of these permissions';
const dialog = () => screen.queryByRole('dialog', { name: 'Permissions we ask for' });

describeViewFlows(disclosureFlows, {
  render: (actor) => (
    <I18nProvider i18n={i18n}>
      <DisclosureDialog actor={actor} />
    </I18nProvider>
  ),
  drive: {
    'disclosure.agreementToggled': ({ user }) => user.click(screen.getByRole('checkbox', { name: AGREEMENT })),
    'disclosure.accepted': ({ user }) => user.click(screen.getByRole('button', { name: 'I agree' })),
    'disclosure.dismissed': ({ user }) => user.click(screen.getByRole('button', { name: 'Not now' })),
    'disclosure.opened': ({ user }) => user.click(screen.getByRole('button', { name: 'Review permissions' })),
  },
  stateAssertions: {
    checking: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Checking your permissions…');
      expect(dialog()).toBeNull();
    },
    open: ({ snapshot }) => {
      expect(dialog()).toBeVisible();
      // The focus is in it from the moment it opens. It does not claim to be modal: nothing else is made
      // inert, so TalkBack would otherwise hide or skip the rest of the screen by its own guess.
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
      expect(dialog()).not.toHaveAttribute('aria-modal');
      // Every permission of SPEC section 6, each with why it is asked.
      expect(screen.getAllByRole('listitem')).toHaveLength(8);
      const ticked = snapshot.context.ticked;
      expect(screen.getByRole('checkbox', { name: AGREEMENT })).toHaveProperty('checked', ticked);
      // "I agree" only once the agreement is ticked.
      expect(screen.getByRole('button', { name: 'I agree' })).toHaveProperty('disabled', !ticked);
      const failed = screen.queryByText('Your answer could not be saved. Check your connection and try again.');
      expect(failed !== null).toBe(snapshot.context.saveFailed);
    },
    saving: () => {
      expect(screen.getByRole('button', { name: 'I agree' })).toBeBusy();
      expect(screen.getByRole('button', { name: 'Not now' })).toBeDisabled();
    },
    declined: () => {
      expect(dialog()).toBeNull();
      expect(screen.getByText(/Without these permissions we cannot check your application automatically/)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Review permissions' })).toBeEnabled();
    },
    accepted: () => {
      expect(dialog()).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
    },
  },
});
