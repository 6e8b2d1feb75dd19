import { assign, setup } from 'xstate';
import { repayFault } from '../repayment/repayError';
import { idempotencyKeyActions, keyNotProvided, type NewKey } from '../shared/idempotencyKey';
import { notProvided } from '../shared/notProvided';
import type {
  PreparedImage,
  RepaymentProofContext,
  RepaymentProofEvent,
  RepaymentProofInput,
  SubmitProofOutcome,
  VouchersOutcome,
} from './repaymentProof.types';

/**
 * Proof of a manual repayment: loading (the proofs sent so far, with their review status) -> ready
 * -> preparing (downscale the chosen image on the device) -> chosen -> submitting (upload, then
 * save, one key per proof) -> loading. A list that cannot be read for a known loan still lets a
 * receipt be sent (ready, with `listError` and Retry); only a loan that cannot be found fails. Where
 * neither the link nor the list names a loan there is nothing to send a receipt for: noOrder. The
 * image lives only in this machine's context, never in a persisted draft. A second submit while
 * submitting is ignored.
 */
const outputOf = <T>(event: unknown): T => (event as { output: T }).output;
const errorOf = (event: unknown): unknown => (event as { error: unknown }).error;

/** Provided by the wiring (and tests): the proof's key, made by `newKey` unless a retry has one. */
export const repaymentProofKeyActions = (newKey: NewKey) =>
  idempotencyKeyActions<RepaymentProofContext, RepaymentProofEvent>(newKey);

export const repaymentProofMachine = setup({
  types: {
    context: {} as RepaymentProofContext,
    events: {} as RepaymentProofEvent,
    input: {} as RepaymentProofInput,
  },
  actors: {
    loadVouchers: notProvided<VouchersOutcome, { orderNo: string | null }>('loadVouchers'),
    prepareImage: notProvided<PreparedImage, { file: Blob }>('prepareImage'),
    submitProof: notProvided<SubmitProofOutcome, { orderNo: string; image: Blob; idempotencyKey: string }>('submitProof'),
  },
  guards: {
    isRefused: ({ event }) => !outputOf<VouchersOutcome | SubmitProofOutcome>(event).ok,
    hasListError: ({ context }) => context.listError !== null,
    isImageRejected: ({ event }) => !outputOf<PreparedImage>(event).ok,
    isWithoutOrder: ({ context, event }) => {
      const o = outputOf<VouchersOutcome>(event);
      return o.ok && !o.orderNo && context.orderNo === null;
    },
  },
  actions: {
    assignVouchers: assign(({ context, event }) => {
      const o = outputOf<VouchersOutcome>(event);
      return o.ok ? { vouchers: o.listError ? context.vouchers : o.vouchers, error: null, listError: o.listError ?? null } : { vouchers: context.vouchers };
    }),
    assignOrderNo: assign({
      orderNo: ({ context, event }) => {
        const o = outputOf<VouchersOutcome>(event);
        return (o.ok && o.orderNo) || context.orderNo;
      },
    }),
    assignRefusal: assign({
      error: ({ event }) => {
        const o = outputOf<VouchersOutcome | SubmitProofOutcome>(event);
        return o.ok ? null : o.error;
      },
    }),
    assignFault: assign({ error: ({ event }) => repayFault(errorOf(event)) }),
    assignImageRejection: assign({
      error: ({ event }) => {
        const o = outputOf<PreparedImage>(event);
        return o.ok ? null : { code: o.code, serverMessage: '' };
      },
    }),
    assignImageUnreadable: assign({ error: { code: 'imageUnreadable', serverMessage: '' } }),
    assignImage: assign(({ event }) => {
      const o = outputOf<PreparedImage>(event);
      // A new image is a new proof: a new key.
      return o.ok ? { image: o.image, error: null, idempotencyKey: null } : {};
    }),
    clearSubmitted: assign({ submitted: false, error: null }),
    forgetImage: assign({ image: null, idempotencyKey: null }),
    ...repaymentProofKeyActions(keyNotProvided),
    clearError: assign({ error: null }),
    markSubmitted: assign({ submitted: true, image: null, idempotencyKey: null }),
    forgetIdempotencyKey: assign({ idempotencyKey: null }),
  },
}).createMachine({
  id: 'repaymentProof',
  context: ({ input }) => ({
    orderNo: input.orderNo?.trim() || null,
    vouchers: [],
    image: null,
    error: null,
    listError: null,
    submitted: false,
    idempotencyKey: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadVouchers',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: [
          { guard: 'isRefused', target: 'failed', actions: 'assignRefusal' },
          { guard: 'isWithoutOrder', target: 'noOrder', actions: 'assignVouchers' },
          { target: 'ready', actions: ['assignOrderNo', 'assignVouchers'] },
        ],
        onError: { target: 'failed', actions: 'assignFault' },
      },
    },
    failed: {
      on: { 'proof.retryRequested': 'loading' },
    },
    ready: {
      on: {
        'proof.fileChosen': { target: 'preparing', actions: 'clearSubmitted' },
        // The list of receipts sent, when it could not be read.
        'proof.retryRequested': { guard: 'hasListError', target: 'loading' },
      },
    },
    noOrder: {},
    preparing: {
      tags: ['busy'],
      invoke: {
        src: 'prepareImage',
        input: ({ event }) => ({ file: event.type === 'proof.fileChosen' ? event.file : new Blob() }),
        onDone: [
          { guard: 'isImageRejected', target: 'ready', actions: ['assignImageRejection', 'forgetImage'] },
          { target: 'chosen', actions: 'assignImage' },
        ],
        onError: { target: 'ready', actions: ['assignImageUnreadable', 'forgetImage'] },
      },
    },
    chosen: {
      on: {
        'proof.fileChosen': { target: 'preparing', actions: 'clearSubmitted' },
        'proof.fileCleared': { target: 'ready', actions: 'forgetImage' },
        'proof.submitted': { target: 'submitting', actions: ['ensureIdempotencyKey', 'clearError'] },
      },
    },
    submitting: {
      // moneyPost: the shell asks before Back leaves while the receipt is sent (FAULTS F8).
      tags: ['busy', 'moneyPost'],
      invoke: {
        src: 'submitProof',
        input: ({ context }) => ({ orderNo: context.orderNo ?? '', image: context.image as Blob, idempotencyKey: context.idempotencyKey ?? '' }),
        onDone: [
          { guard: 'isRefused', target: 'chosen', actions: ['assignRefusal', 'forgetIdempotencyKey'] },
          { target: 'loading', actions: 'markSubmitted' },
        ],
        onError: { target: 'chosen', actions: 'assignFault' },
      },
    },
  },
});

export type RepaymentProofMachine = typeof repaymentProofMachine;
