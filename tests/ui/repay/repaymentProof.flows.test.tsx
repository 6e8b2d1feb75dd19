import { screen } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import { markets } from '../../../services/markets/markets';
import repaymentProofFlows from '../../flows/machines/repaymentProof.flows';
import { describeViewFlows } from '../../flows/views';
import { ProofView } from '../../../ui/repay/proof/ProofView';
import { renderRepayElement } from './renderRepay';
import { repayErrorText } from './repayErrorText';

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = () => 'blob:receipt';
  URL.revokeObjectURL = () => undefined;
});

const picker = () => screen.getByLabelText('Receipt photo');
const send = () => screen.getByRole('button', { name: 'Send receipt' });
const alertTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

function expectReceiptsList(vouchers: number) {
  const list = screen.getByRole('region', { name: 'Receipts sent' });
  if (vouchers > 0) expect(list.querySelectorAll('li')).toHaveLength(vouchers);
  else expect(list).toHaveTextContent('No receipts sent yet.');
}

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
        expect(screen.getByRole('status')).toHaveTextContent('Loading your receipts…');
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
      const { error, submitted, vouchers } = snapshot.context;
      expect(screen.queryByText('There is no loan to send a receipt for.')).toBeNull();
      expect(picker()).toBeEnabled();
      expect(screen.queryByRole('img', { name: 'Receipt to send' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Send receipt' })).toBeNull();
      expect(alertTexts()).toEqual(error ? [repayErrorText(error)] : []);
      if (submitted) expect(screen.getByText('Receipt sent. It is under review.')).toBeVisible();
      expectReceiptsList(vouchers.length);
      expect(screen.getByText('Under review')).toBeVisible();
    },
    // No loan named by the link or the list: said, and no photo to choose.
    noOrder: () => {
      expect(screen.getByText('There is no loan to send a receipt for.')).toHaveAttribute('role', 'status');
      expect(picker()).toBeDisabled();
      expect(picker()).toHaveAccessibleDescription('There is no loan to send a receipt for.');
      expect(screen.getByText('No receipts sent yet.')).toBeVisible();
    },
    preparing: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Preparing the photo…');
      expect(picker()).toBeDisabled();
      expect(picker()).toHaveAccessibleDescription('Preparing the photo…');
    },
    chosen: ({ snapshot }) => {
      const { error } = snapshot.context;
      expect(screen.getByRole('img', { name: 'Receipt to send' })).toBeVisible();
      expect(send()).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Remove photo' })).toBeEnabled();
      expect(picker()).toBeEnabled();
      expect(alertTexts()).toEqual(error ? [repayErrorText(error)] : []);
    },
    submitting: () => {
      expect(send()).toBeBusy();
      expect(screen.getByRole('button', { name: 'Remove photo' })).toBeDisabled();
      expect(picker()).toBeDisabled();
    },
  },
});
