import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { repaymentKeyActions, repaymentMachine } from '../../../machines/repayment/repayment.machine';
import type { DetailOutcome, PrepareOutcome } from '../../../machines/repayment/repayment.types';
import type { PreparedImage, SubmitProofOutcome, VouchersOutcome } from '../../../machines/repaymentProof/repaymentProof.types';
import { markets } from '../../../services/markets/markets';
import { KycFormFrame, type KycFormFrameProps } from '../../../ui/kyc/KycFormFrame';
import { RepayView } from '../../../ui/repay/detail/RepayView';
import { ProofView } from '../../../ui/repay/proof/ProofView';
import { sequentialKeys } from '../../machines/sequentialKeys';
import { expectSaidInPlace, statusRegions } from '../liveRegions';
import { renderRepay, renderRepayElement, repaying, repaymentProofActor } from '../repay/renderRepay';

/** A request that stays on its way: the screen stays in its waiting state. */
const onItsWay = <T,>() => new Promise<T>(() => undefined);

describe('status lines that come after a tap are on the page before their words (TalkBack reads them)', () => {
  it('a KYC step: offline, then "Checking your application…"', () => {
    const frame = (props: Partial<KycFormFrameProps>) =>
      renderRepayElement(
        <KycFormFrame title="Step" intro="Intro" offline={false} busy={false} submitError={null} nextStepFailed={false} onNextStepRetry={vi.fn()} onSubmit={vi.fn()} {...props}>
          <input aria-label="Field" />
        </KycFormFrame>,
      );
    const { rerender } = render(frame({}));
    const waiting = statusRegions();
    rerender(frame({ offline: true }));
    expectSaidInPlace(waiting, 'You appear to be offline. You can keep filling in; Next and Submit come back when you are connected.');
    rerender(frame({ reconciling: true }));
    expectSaidInPlace(waiting, 'Checking your application…');
  });

  it('repay: "Preparing your payment details…" once a method is tapped', async () => {
    const actor = createActor(
      repaymentMachine.provide({
        actors: {
          loadDetail: fromPromise(async (): Promise<DetailOutcome> => ({ ok: true, detail: repaying })),
          prepareMethod: fromPromise(() => onItsWay<PrepareOutcome>()),
          checkPayment: fromPromise(() => onItsWay<DetailOutcome>()),
          copyText: fromPromise(async () => true),
        },
        actions: repaymentKeyActions(sequentialKeys()),
      }),
      { input: { orderNo: 'LN1' } },
    ).start();
    renderRepay(<RepayView actor={actor} market={markets.ng} screenMethod={null} />);
    const method = await screen.findByRole('button', { name: 'Pay by debit card' });
    const waiting = statusRegions();
    await userEvent.click(method);
    expectSaidInPlace(waiting, 'Preparing your payment details…');
  });

  it('a receipt: "Preparing the photo…" once a photo is chosen', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    const actor = repaymentProofActor({
      loadVouchers: fromPromise(async (): Promise<VouchersOutcome> => ({ ok: true, vouchers: [], orderNo: 'LN1' })),
      prepareImage: fromPromise(() => onItsWay<PreparedImage>()),
      submitProof: fromPromise(() => onItsWay<SubmitProofOutcome>()),
    });
    renderRepay(<ProofView actor={actor} market={markets.ng} />);
    const input = await screen.findByLabelText('Receipt photo');
    await waitFor(() => expect(input).toBeEnabled());
    const waiting = statusRegions();
    await userEvent.upload(input, new File(['x'], 'receipt.jpg', { type: 'image/jpeg' }));
    expectSaidInPlace(waiting, 'Preparing the photo…');
  });
});
