import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { Yx3View } from '../../../ui/support/promo/Yx3Screen';
import promoOfferFlows from '../../flows/machines/promoOffer.flows';
import { describeViewFlows } from '../../flows/views';
import { seeFieldsLocked, seeTextFieldsOpen } from '../fieldsLocked';
import { fakeApi, supportElement } from './renderSupport';

// Each path is a run of real UI steps (typing letter by letter); on a busy machine that takes a while.
vi.setConfig({ testTimeout: 30_000 });

const { api } = fakeApi({});
const seeAmount = () => screen.getByRole('button', { name: 'See my amount' });
const currentStep = () => screen.getByRole('list', { name: 'Progress' }).querySelector('[aria-current="step"]');

describeViewFlows(promoOfferFlows, {
  render: (actor) => supportElement(<Yx3View actor={actor} />, { api, path: '/yx3', signedOut: true }).element,
  drive: {
    'promo.mobileChanged': async ({ user, event }) => {
      const box = screen.getByRole('textbox', { name: 'Mobile number' });
      await user.clear(box);
      await user.type(box, event.mobile);
    },
    'promo.submitted': ({ user }) => user.click(seeAmount()),
    'promo.restarted': ({ user }) => user.click(screen.getByRole('button', { name: 'Try another number' })),
  },
  stateAssertions: {
    editing: ({ snapshot }) => {
      const { attempted, mobile, error } = snapshot.context;
      expect(currentStep()).toHaveTextContent('Enter your number');
      expect(seeAmount()).toBeEnabled();
      seeTextFieldsOpen();
      expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(mobile);
      // It replaces the offer after Try another number, which had the focus: the focus lands on it.
      expect(screen.getByRole('textbox', { name: 'Mobile number' }).closest('form')).toHaveAttribute('data-focus-landing');
      // The field's error is read with the field (focused after the submit), not as an alert.
      if (attempted && mobile === '') {
        expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription('Phone number cannot be empty or wrongly formatted');
      }
      // The flows' look-up fails with a plain error: a fault of unknown kind.
      if (error?.kind === 'fault') expect(screen.getByText('Request failed, try again.')).toHaveAttribute('role', 'alert');
      // A refused look-up is said in the server's words, and no amount is offered.
      if (error?.kind === 'business') expect(screen.getByText(error.serverMessage)).toHaveAttribute('role', 'alert');
      expect(screen.queryByText(/Your first loan can be up to/)).toBeNull();
    },
    checking: () => {
      expect(seeAmount()).toBeBusy();
      seeFieldsLocked();
    },
    offer: () => {
      expect(currentStep()).toHaveTextContent('See your amount');
      expect(screen.getByText(/Your first loan can be up to/)).toHaveTextContent('5,000');
      // It replaces See my amount, which had the focus: the focus lands on the amount, not the heading.
      expect(screen.getByText(/Your first loan can be up to/).closest('.card')).toHaveAttribute('data-focus-landing');
      expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/user/register');
      expect(screen.queryByRole('textbox', { name: 'Mobile number' })).toBeNull();
    },
  },
});
