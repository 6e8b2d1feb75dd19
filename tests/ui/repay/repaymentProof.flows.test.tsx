import { screen, within } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import type { RepayError } from '../../../machines/repayment/repayment.types';
import { markets } from '../../../services/markets/markets';
import repaymentProofFlows from '../../flows/machines/repaymentProof.flows';
import { describeViewFlows } from '../../flows/views';
import { ProofView } from '../../../ui/repay/proof/ProofView';
import { renderRepayElement } from './renderRepay';
import { repayErrorText } from './repayErrorText';
import { spokenStatus } from '../liveRegions';

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = () => 'blob:receipt';
  URL.revokeObjectURL = () => undefined;
});

const picker = () => screen.getByLabelText('Receipt photo');
const send = () => screen.getByRole('button', { name: 'Send receipt' });
const alertTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

/** The receipts sent; a list that could not be read says so (no "none sent" claim), with Retry where it can run. */
function expectReceiptsList(vouchers: number, listError: RepayError | null, canRetry: boolean) {
  const list = within(screen.getByRole('region', { name: 'Receipts sent' }));
  expect(list.queryAllByRole('listitem')).toHaveLength(vouchers);
  if (listError) {
    expect(list.getByRole('alert')).toHaveTextContent(repayErrorText(listError));
    expect(list.queryByText('No receipts sent yet.')).toBeNull();
    expect(list.queryByRole('button', { name: 'Retry' }) !== null).toBe(canRetry);
  } else if (vouchers === 0) expect(list.getByText('No receipts sent yet.')).toBeVisible();
}
/** The alerts outside the list: the picker's and the request's. */
const alertsAbove = () => screen.queryAllByRole('alert').filter((alert) => !alert.closest('section')).map((alert) => alert.textContent);

describeViewFlows(repaymentProofFlows, {
  render: (actor) => renderRepayElement(<ProofView actor={actor} market={markets.ng} />),
  drive: {
    'proof.retryRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    'proof.fileChosen': ({ user, event }) =>
      user.upload(picker(), new File([event.file], 'receipt.jpg', { type: event.file.type })),
    'proof.fileCleared': ({ user }) => user.click(screen.getByRole('button', { name: 'Remove photo' })),
    'proof.submitted': ({ user }) => user.click(send()),
  },
  stateAssertions: {
    loading: ({ snapshot }) => {
      expect(picker()).toBeDisabled();
      // The list is not known yet: no "no receipts" claim before it arrives.
      if (snapshot.context.vouchers.length === 0) {
        expect(spokenStatus()).toHaveTextContent('Loading your receipts…');
        expect(screen.queryByText('No receipts sent yet.')).toBeNull();
      }
      if (snapshot.context.submitted) expect(screen.getByText('Receipt sent. It is under review.')).toBeVisible();
    },
    failed: ({ snapshot }) => {
      expect(alertTexts()).toEqual([repayErrorText(snapshot.context.error!)]);
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
      expect(screen.queryByLabelText('Receipt photo')).toBeNull();
      expect(screen.queryByText('No receipts sent yet.')).toBeNull();
      // A receipt that went stays said, even when the list read after it fails.
      if (snapshot.context.submitted) expect(screen.getByText('Receipt sent. It is under review.')).toBeVisible();
    },
    ready: ({ snapshot }) => {
      const { error, listError, submitted, vouchers } = snapshot.context;
      expect(screen.queryByText('There is no loan to send a receipt for.')).toBeNull();
      // A list that could not be read does not stop a receipt from being sent.
      expect(picker()).toBeEnabled();
      expect(screen.queryByRole('img', { name: 'Receipt to send' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Send receipt' })).toBeNull();
      expect(alertsAbove()).toEqual(error ? [repayErrorText(error)] : []);
      if (submitted) expect(screen.getByText('Receipt sent. It is under review.')).toBeVisible();
      expectReceiptsList(vouchers.length, listError, true);
      if (vouchers.length > 0) expect(screen.getByText('Under review')).toBeVisible();
    },
    // No loan named by the link or the list: said, and no photo to choose.
    noOrder: () => {
      expect(screen.getByText('There is no loan to send a receipt for.')).toHaveAttribute('role', 'status');
      expect(picker()).toBeDisabled();
      expect(picker()).toHaveAccessibleDescription('There is no loan to send a receipt for.');
      expect(screen.getByText('No receipts sent yet.')).toBeVisible();
    },
    preparing: () => {
      expect(spokenStatus()).toHaveTextContent('Preparing the photo…');
      expect(picker()).toBeDisabled();
      expect(picker()).toHaveAccessibleDescription('Preparing the photo…');
    },
    chosen: ({ snapshot }) => {
      const { error } = snapshot.context;
      expect(screen.getByRole('img', { name: 'Receipt to send' })).toBeVisible();
      expect(send()).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Remove photo' })).toBeEnabled();
      expect(picker()).toBeEnabled();
      expect(alertsAbove()).toEqual(error ? [repayErrorText(error)] : []);
      expectReceiptsList(snapshot.context.vouchers.length, snapshot.context.listError, false);
    },
    submitting: () => {
      expect(send()).toBeBusy();
      expect(screen.getByRole('button', { name: 'Remove photo' })).toBeDisabled();
      expect(picker()).toBeDisabled();
    },
  },
});
