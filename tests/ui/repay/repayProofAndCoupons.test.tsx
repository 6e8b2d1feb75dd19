import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { couponsKeyActions, couponsMachine } from '../../../machines/coupons/coupons.machine';
import type { DrawOutcome, SummaryOutcome, UseOutcome } from '../../../machines/coupons/coupons.types';
import { repaymentKeyActions, repaymentMachine } from '../../../machines/repayment/repayment.machine';
import type { DetailOutcome, PrepareOutcome } from '../../../machines/repayment/repayment.types';
import { repaymentProofKeyActions, repaymentProofMachine } from '../../../machines/repaymentProof/repaymentProof.machine';
import { createRepaymentProofActors } from '../../../machines/repaymentProof/repaymentProof.actors';
import type { ApiClient } from '../../../services/api/client';
import type { PreparedImage, SubmitProofOutcome, VouchersOutcome } from '../../../machines/repaymentProof/repaymentProof.types';
import { repayEndpoints, type Voucher } from '../../../services/api/endpoints/repay';
import { markets } from '../../../services/markets/markets';
import { CouponsPanel } from '../../../ui/repay/coupons/CouponsPanel';
import { RepayView } from '../../../ui/repay/detail/RepayView';
import { ProofView } from '../../../ui/repay/proof/ProofView';
import { ApiFault } from '../../../services/api/result';
import { sequentialKeys } from '../../machines/sequentialKeys';
import { renderRepay, repaying, repaymentProofActor } from './renderRepay';

describe('manual repayment proof', () => {
  it('uploads a receipt and lists it as under review', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    const vouchers: Voucher[] = [];
    const submit = vi.fn(async (): Promise<SubmitProofOutcome> => {
      vouchers.push({ voucherId: 'VC1', imageUrl: 'v.jpg', status: 1, createdAt: Date.UTC(2027, 1, 1), reason: '' });
      return { ok: true };
    });
    const actor = repaymentProofActor({
      loadVouchers: fromPromise(async (): Promise<VouchersOutcome> => ({ ok: true, vouchers: [...vouchers], orderNo: 'LN1' })),
      prepareImage: fromPromise(async ({ input }: { input: { file: Blob } }): Promise<PreparedImage> => ({ ok: true, image: input.file })),
      submitProof: fromPromise(submit),
    });
    renderRepay(<ProofView actor={actor} market={markets.ng} />);
    expect(await screen.findByText(/We review it within 48 hours/)).toBeVisible();
    const input = await screen.findByLabelText('Receipt photo');
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.upload(input, new File(['x'], 'receipt.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Receipt to send' })).toBeVisible();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send receipt' }));
    expect(await screen.findByText('Receipt sent. It is under review.')).toBeVisible();
    // It replaces Send receipt, which had the focus: the focus lands on it (TalkBack reads it).
    expect(screen.getByText('Receipt sent. It is under review.')).toHaveAttribute('data-focus-landing');
    expect(await screen.findByText('Under review')).toBeVisible();
    expect(submit).toHaveBeenCalledTimes(1);
    // Sent when, to the minute: the review takes up to 48 hours.
    expect(within(screen.getByRole('listitem')).getByText(/\d:\d\d/)).toBeVisible();
  });

  it('a receipt sent stays said when the list read after it fails, with a retry', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    let reads = 0;
    const loadVouchers = async (): Promise<VouchersOutcome> => {
      reads += 1;
      if (reads === 2) throw new ApiFault('network', '/repay/get/voucher/list');
      return { ok: true, vouchers: [], orderNo: 'LN1' };
    };
    const actor = repaymentProofActor({
      loadVouchers: fromPromise(loadVouchers),
      prepareImage: fromPromise(async ({ input }: { input: { file: Blob } }): Promise<PreparedImage> => ({ ok: true, image: input.file })),
      submitProof: fromPromise(async (): Promise<SubmitProofOutcome> => ({ ok: true })),
    });
    renderRepay(<ProofView actor={actor} market={markets.ng} />);
    const input = await screen.findByLabelText('Receipt photo');
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.upload(input, new File(['x'], 'receipt.jpg', { type: 'image/jpeg' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send receipt' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByText('Receipt sent. It is under review.')).toBeVisible();
  });

  it('a borrower with no loan is told there is nothing to send a receipt for, not offered a Retry that cannot help', async () => {
    const call = vi.fn(async () => ({ ok: true, data: null })); // the latest order: none
    const actors = createRepaymentProofActors({ api: { call } as unknown as ApiClient }, async (file) => ({ ok: true, image: file }));
    const actor = createActor(repaymentProofMachine.provide({ actors, actions: repaymentProofKeyActions(sequentialKeys()) }), {
      input: { orderNo: null },
    }).start();
    renderRepay(<ProofView actor={actor} market={markets.ng} />);
    expect(await screen.findByText('There is no loan to send a receipt for.')).toBeVisible();
    expect(screen.getByLabelText('Receipt photo')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(call).toHaveBeenCalledTimes(1); // no receipts asked for without a loan
  });

  it('a receipts list that cannot be read still lets a receipt be sent; the list says so, with Retry', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    let listReads = 0;
    const call = vi.fn(async (endpoint: { path: string }) => {
      if (endpoint.path === repayEndpoints.voucherList.path) {
        listReads += 1;
        if (listReads === 1) return { ok: false, kind: 'business', code: 500, msg: 'List unavailable' };
        return { ok: true, data: { list: [{ voucherId: 'VC1', imageUrl: 'v.jpg', status: 1, createdAt: Date.UTC(2027, 1, 1), reason: '' }] } };
      }
      if (endpoint.path === repayEndpoints.uploadVoucher.path) return { ok: true, data: { imageUrl: 'v.jpg' } };
      return { ok: true, data: { voucherId: 'VC1' } };
    });
    const actors = createRepaymentProofActors({ api: { call } as unknown as ApiClient }, async (file) => ({ ok: true, image: file }));
    const actor = createActor(repaymentProofMachine.provide({ actors, actions: repaymentProofKeyActions(sequentialKeys()) }), {
      input: { orderNo: 'LN1' },
    }).start();
    renderRepay(<ProofView actor={actor} market={markets.ng} />);
    const list = screen.getByRole('region', { name: 'Receipts sent' });
    expect(await within(list).findByText('List unavailable')).toBeVisible();
    expect(within(list).queryByText('No receipts sent yet.')).toBeNull();
    const input = screen.getByLabelText('Receipt photo');
    expect(input).toBeEnabled();
    await userEvent.upload(input, new File(['x'], 'receipt.jpg', { type: 'image/jpeg' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send receipt' }));
    expect(await screen.findByText('Receipt sent. It is under review.')).toBeVisible();
    expect(await within(list).findByText('Under review')).toBeVisible();
    expect(within(list).queryByText('List unavailable')).toBeNull();
  });

  it('Retry reads a receipts list that could not be read', async () => {
    let listReads = 0;
    const call = vi.fn(async () => {
      listReads += 1;
      if (listReads === 1) throw new ApiFault('network', repayEndpoints.voucherList.path);
      return { ok: true, data: { list: [] } };
    });
    const actors = createRepaymentProofActors({ api: { call } as unknown as ApiClient }, async (file) => ({ ok: true, image: file }));
    const actor = createActor(repaymentProofMachine.provide({ actors, actions: repaymentProofKeyActions(sequentialKeys()) }), {
      input: { orderNo: 'LN1' },
    }).start();
    renderRepay(<ProofView actor={actor} market={markets.ng} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No receipts sent yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByLabelText('Receipt photo')).toBeEnabled();
  });

  it('a file that is not an image is refused with a clear message', async () => {
    const actor = createActor(
      repaymentProofMachine.provide({
        actors: {
          loadVouchers: fromPromise(async (): Promise<VouchersOutcome> => ({ ok: true, vouchers: [] })),
          prepareImage: fromPromise(async (): Promise<PreparedImage> => ({ ok: false, code: 'unsupportedImage' })),
          submitProof: fromPromise(async (): Promise<SubmitProofOutcome> => ({ ok: true })),
        },
      }),
      { input: { orderNo: 'LN1' } },
    ).start();
    renderRepay(<ProofView actor={actor} market={markets.ng} />);
    const input = await screen.findByLabelText('Receipt photo');
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.upload(input, new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a photo of the receipt (JPEG, PNG or WebP).');
    expect(input).toHaveAccessibleDescription('Choose a photo of the receipt (JPEG, PNG or WebP).');
    expect(screen.queryByRole('button', { name: 'Send receipt' })).toBeNull();
  });
});

describe('coupons and lucky draw', () => {
  /** The coupons panel's machine for loan LN1; a draw wins nothing and a use clears the balance unless told. */
  function couponsActor(
    load: () => Promise<SummaryOutcome>,
    { draw = async () => ({ ok: true, prize: null }), use = async () => ({ ok: true, unrepaidAmount: 0 }) }: { draw?: () => Promise<DrawOutcome>; use?: () => Promise<UseOutcome> } = {},
  ) {
    const machine = couponsMachine.provide({
      actors: { loadCoupons: fromPromise(load), drawPrize: fromPromise(draw), useCoupon: fromPromise(use) },
      actions: couponsKeyActions(sequentialKeys()),
    });
    return createActor(machine, { input: { orderNo: 'LN1' } }).start();
  }

  it('draws once, then uses a coupon once even when tapped twice (F49)', async () => {
    let coupons = [{ couponId: 'CP1', kind: 'repayNow' as const, amount: 100, expiresAt: null, usedAt: null }];
    let chances = 1;
    const use = vi.fn(async (): Promise<UseOutcome> => {
      coupons = [];
      return { ok: true, unrepaidAmount: 5273.97 };
    });
    const draw = vi.fn(async (): Promise<DrawOutcome> => {
      chances = 0;
      return { ok: true, prize: { couponId: 'CP2', kind: 'luckyDraw', amount: 200, expiresAt: null, usedAt: null } };
    });
    const actor = couponsActor(async (): Promise<SummaryOutcome> => ({ ok: true, summary: { coupons, drawChances: chances, showDraw: chances > 0 } }), { draw, use });
    renderRepay(<CouponsPanel actor={actor} market={markets.ng} />);
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Try the lucky draw' }));
    expect(await screen.findByText(/You won a coupon of/)).toHaveTextContent('₦200.00');
    expect(draw).toHaveBeenCalledTimes(1);
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Use coupon' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Coupon applied to your loan. Left to pay: ₦5,273.97');
    expect(use).toHaveBeenCalledTimes(1);
  });

  it('says the coupons are loading until they are read, then lists them', async () => {
    let answer: (outcome: SummaryOutcome) => void = () => undefined;
    const coupon = { couponId: 'CP1', kind: 'repayNow' as const, amount: 100, expiresAt: null, usedAt: null };
    const actor = couponsActor(() => new Promise<SummaryOutcome>((resolve) => (answer = resolve)));
    renderRepay(<CouponsPanel actor={actor} market={markets.ng} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your coupons…');
    answer({ ok: true, summary: { coupons: [coupon], drawChances: 0, showDraw: false } });
    expect(await screen.findByRole('button', { name: 'Use coupon' })).toBeVisible();
    expect(screen.queryByText('Loading your coupons…')).toBeNull();
  });

  it('a prize just won stays said when the coupon list read after the draw fails, with a Retry', async () => {
    let reads = 0;
    const actor = couponsActor(async (): Promise<SummaryOutcome> => {
      reads += 1;
      if (reads === 2) throw new ApiFault('network', repayEndpoints.coupons.path);
      return { ok: true, summary: { coupons: [], drawChances: reads === 1 ? 1 : 0, showDraw: reads === 1 } };
    }, { draw: async (): Promise<DrawOutcome> => ({ ok: true, prize: { couponId: 'CP2', kind: 'luckyDraw', amount: 200, expiresAt: null, usedAt: null } }) });
    renderRepay(<CouponsPanel actor={actor} market={markets.ng} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try the lucky draw' }));
    expect(await screen.findByText('Your coupons could not be loaded.')).toBeVisible();
    expect(screen.getByText(/You won a coupon of/)).toHaveTextContent('₦200.00');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have no coupons yet.')).toBeVisible();
  });

  it('a coupon of a kind added on the server since is listed as a plain coupon, and can be used', async () => {
    const { list } = v.parse(repayEndpoints.coupons.data!, { list: [{ couponId: 'CP9', kind: 'cashback', amount: 50 }] });
    const actor = couponsActor(async (): Promise<SummaryOutcome> => ({ ok: true, summary: { coupons: list, drawChances: 0, showDraw: false } }), { use: async (): Promise<UseOutcome> => ({ ok: true, unrepaidAmount: 950 }) });
    renderRepay(<CouponsPanel actor={actor} market={markets.ng} />);
    const use = await screen.findByRole('button', { name: 'Use coupon' });
    expect(use).toHaveAccessibleDescription('Coupon ₦50.00');
    expect(screen.queryByText(/Lucky-draw|Repay-now/)).toBeNull();
  });

  it('only the coupon being used shows busy, and it keeps the focus', async () => {
    const coupon = { kind: 'repayNow' as const, amount: 100, expiresAt: null, usedAt: null };
    let finishUse: (outcome: UseOutcome) => void = () => {};
    const actor = couponsActor(async (): Promise<SummaryOutcome> => ({
      ok: true,
      summary: { coupons: [{ ...coupon, couponId: 'CP1' }, { ...coupon, couponId: 'CP2' }], drawChances: 0, showDraw: false },
    }), { use: () => new Promise<UseOutcome>((resolve) => (finishUse = resolve)) });
    renderRepay(<CouponsPanel actor={actor} market={markets.ng} />);
    await screen.findAllByRole('button', { name: 'Use coupon' });
    const [first, second] = screen.getAllByRole('button', { name: 'Use coupon' });
    // Two buttons of one name: each says which coupon it uses.
    expect(first).toHaveAccessibleDescription('Repay-now coupon ₦100.00');
    expect(second).toHaveAccessibleDescription('Repay-now coupon ₦100.00');
    expect(first!.getAttribute('aria-describedby')).not.toBe(second!.getAttribute('aria-describedby'));
    await userEvent.click(second!);
    await waitFor(() => expect(second).toBeBusy());
    expect(second).toHaveFocus();
    expect(first).not.toBeBusy();
    expect(first).toBeDisabled();
    finishUse({ ok: true, unrepaidAmount: 5173.97 });
    expect(await screen.findByText(/Coupon applied to your loan\./)).toBeVisible();
  });

  it('coupons cannot be used while a payment is being prepared, whose amount they would change', async () => {
    const coupons = couponsActor(async (): Promise<SummaryOutcome> => ({
      ok: true,
      summary: { coupons: [{ couponId: 'CP1', kind: 'repayNow', amount: 100, expiresAt: null, usedAt: null }], drawChances: 0, showDraw: false },
    }), { use: async (): Promise<UseOutcome> => ({ ok: true, unrepaidAmount: 5273.97 }) });
    const repayment = createActor(
      repaymentMachine.provide({
        actors: {
          loadDetail: fromPromise(async (): Promise<DetailOutcome> => ({ ok: true, detail: repaying })),
          prepareMethod: fromPromise(() => new Promise<PrepareOutcome>(() => undefined)),
          checkPayment: fromPromise(async (): Promise<DetailOutcome> => ({ ok: true, detail: repaying })),
          copyText: fromPromise(async () => true),
        },
        actions: repaymentKeyActions(sequentialKeys('view')),
      }),
      { input: { orderNo: 'LN1' } },
    ).start();
    renderRepay(
      <RepayView
        actor={repayment}
        market={markets.ng}
        screenMethod={null}
        renderCoupons={(_, locked) => <CouponsPanel actor={coupons} market={markets.ng} locked={locked} />}
      />,
    );
    const useCoupon = await screen.findByRole('button', { name: 'Use coupon' });
    expect(useCoupon).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Transfer to your repayment account' }));
    await waitFor(() => expect(useCoupon).toBeDisabled());
  });
});
