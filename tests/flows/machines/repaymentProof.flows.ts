import { expect } from 'vitest';
import { ApiFault } from '../../../services/api/result';
import { repaymentProofKeyActions, repaymentProofMachine } from '../../../machines/repaymentProof/repaymentProof.machine';
import type { PreparedImage, SubmitProofOutcome, VouchersOutcome } from '../../../machines/repaymentProof/repaymentProof.types';
import { sequentialKeys } from '../../machines/sequentialKeys';
import { defineFlows } from '../defineFlows';

const image = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
const listed: VouchersOutcome = {
  ok: true,
  orderNo: 'LN1',
  vouchers: [{ voucherId: 'VC1', imageUrl: 'voucher/1.jpeg', status: 1, createdAt: 1, reason: '' }],
};
/** The list of a borrower the link named no loan for, and who has none. */
const listedWithoutOrder: VouchersOutcome = { ok: true, vouchers: [] };
const refused = { ok: false, error: { code: 'business', serverMessage: 'no' } } as const;
/** The loan is known, its list of receipts could not be read: a receipt can still be sent. */
const listUnread: VouchersOutcome = { ok: true, vouchers: [], orderNo: 'LN1', listError: { code: 'network', serverMessage: '' } };

export default defineFlows<typeof repaymentProofMachine>({
  machine: repaymentProofMachine,
  inputs: [{ orderNo: 'LN1' }, { orderNo: null }],
  actors: {
    loadVouchers: { done: [listed, refused satisfies VouchersOutcome, listedWithoutOrder, listUnread], error: [new ApiFault('network', '/repay/get/voucher/list')] },
    prepareImage: {
      done: [{ ok: true, image }, { ok: false, code: 'imageTooLarge' } satisfies PreparedImage],
      error: [new Error('decode failed')],
    },
    submitProof: { done: [{ ok: true }, refused satisfies SubmitProofOutcome], error: [new ApiFault('network', '/repay/upload/user/voucher')] },
  },
  events: {
    'proof.retryRequested': [{ type: 'proof.retryRequested' }],
    'proof.fileChosen': [{ type: 'proof.fileChosen', file: image }],
    'proof.fileCleared': [{ type: 'proof.fileCleared' }],
    'proof.submitted': [{ type: 'proof.submitted' }],
  },
  assertions: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    failed: (s) => expect(s.context.error).not.toBeNull(),
    ready: (s) => {
      expect(s.context.image).toBeNull();
      expect(s.context.orderNo).not.toBeNull();
      // Retry reads the list again only when it could not be read.
      expect(s.can({ type: 'proof.retryRequested' })).toBe(s.context.listError !== null);
    },
    // Neither the link nor the list named a loan: no photo is taken, there is nothing to send it for.
    noOrder: (s) => {
      expect(s.context.orderNo).toBeNull();
      expect(s.can({ type: 'proof.fileChosen', file: image })).toBe(false);
    },
    preparing: (s) => expect(s.hasTag('busy')).toBe(true),
    chosen: (s) => expect(s.context.image).not.toBeNull(),
    submitting: (s) => expect(s.context.idempotencyKey).toMatch(/^flows-\d+$/),
  },
  // Keys come from the injected generator, never from the platform.
  implementations: { actions: repaymentProofKeyActions(sequentialKeys('flows')) },
  stateKey: (s) => ({
    value: s.value,
    image: s.context.image !== null,
    error: s.context.error?.code ?? null,
    submitted: s.context.submitted,
    key: s.context.idempotencyKey !== null,
    vouchers: s.context.vouchers.length,
    listError: s.context.listError !== null,
  }),
});
