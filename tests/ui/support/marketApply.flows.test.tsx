import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { MarketApplyView } from '../../../ui/support/market/MarketApplyForm';
import marketApplyFlows from '../../flows/machines/marketApply.flows';
import { describeViewFlows } from '../../flows/views';
import { seeFieldsLocked, seeTextFieldsOpen } from '../fieldsLocked';
import { fakeApi, supportElement } from './renderSupport';

// Each path is a run of real UI steps (typing letter by letter); on a busy machine that takes a while.
vi.setConfig({ testTimeout: 30_000 });

const { api } = fakeApi({});
const onClose = vi.fn();
const send = () => screen.getByRole('button', { name: 'Send application' });
const errorText = (error: { kind: 'business'; serverMessage: string } | { kind: 'fault' }) =>
  error.kind === 'business' ? error.serverMessage : 'Request failed, try again.';

const LABELS = { amount: 'Amount', fullName: 'Full name', email: 'Email', monthlyIncome: 'Monthly income', employment: 'Employment' } as const;

describeViewFlows(marketApplyFlows, {
  render: (actor) => {
    onClose.mockClear();
    return supportElement(<MarketApplyView actor={actor} product={actor.getSnapshot().context.product} onClose={onClose} />, {
      api,
      path: '/me?section=market',
    }).element;
  },
  drive: {
    'market.fieldChanged': async ({ user, event }) => {
      if (event.field === 'monthlyIncome' || event.field === 'employment') {
        await user.selectOptions(screen.getByRole('combobox', { name: LABELS[event.field] }), event.value);
        return;
      }
      const box = screen.getByRole('textbox', { name: LABELS[event.field] });
      await user.clear(box);
      await user.type(box, event.value);
    },
    'market.submitted': ({ user }) => user.click(send()),
    'market.cancelled': ({ user }) => user.click(screen.getByRole('button', { name: 'Cancel' })),
  },
  stateAssertions: {
    // Transient: left at once for editing, or for checking when a reload left the apply in doubt.
    starting: () => {},
    editing: ({ snapshot }) => {
      const { attempted, form, error } = snapshot.context;
      expect(screen.getByRole('form', { name: 'Apply for QuickPay' })).toBeVisible();
      expect(send()).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
      seeTextFieldsOpen();
      expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue(form.amount);
      // Problems show only once the borrower has tried to send.
      const invalid = screen.getByRole('textbox', { name: 'Full name' }).getAttribute('aria-invalid') === 'true';
      expect(invalid).toBe(attempted && form.fullName === '');
      if (error) expect(screen.getByRole('alert')).toHaveTextContent(errorText(error));
    },
    savingBasicInfo: () => {
      expect(send()).toBeBusy();
      seeFieldsLocked();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    },
    savingAdditionInfo: () => {
      expect(send()).toBeBusy();
      seeFieldsLocked();
    },
    applying: () => {
      expect(send()).toBeBusy();
      seeFieldsLocked();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    },
    checking: () => {
      expect(screen.getByText('Checking your application…')).toHaveAttribute('role', 'status');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(send()).toBeBusy();
      seeFieldsLocked();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    },
    applied: () => {
      expect(screen.getByText(/Application sent to QuickPay \(order MK1\)/)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
      expect(screen.queryByRole('form')).toBeNull();
    },
    cancelled: () => {
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('form')).toBeNull();
    },
  },
});
