import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, StateValue } from 'xstate';
import { borrowMachine } from '../../machines/borrow/borrow.machine';
import { cancellationMachine } from '../../machines/cancellation/cancellation.machine';
import { confirmBorrowMachine } from '../../machines/confirmBorrow/confirmBorrow.machine';
import { couponsMachine } from '../../machines/coupons/coupons.machine';
import { feedbackMachine } from '../../machines/feedback/feedback.machine';
import { marketApplyMachine } from '../../machines/marketApply/marketApply.machine';
import { orderMachine } from '../../machines/order/order.machine';
import { repaymentProofMachine } from '../../machines/repaymentProof/repaymentProof.machine';
import { rolloverMachine } from '../../machines/rollover/rollover.machine';

// Every request that moves money or files something for the borrower holds Back while in flight
// (FAULTS F8): leaving aborts the request, and what the server did would never be shown.
const inFlight: Array<[string, AnyStateMachine, StateValue]> = [
  ['apply for a loan', borrowMachine, 'applying'],
  ['cancel the loan', cancellationMachine, 'submitting'],
  ['lucky draw', couponsMachine, 'drawing'],
  ['use a coupon', couponsMachine, 'using'],
  ['file a support ticket', feedbackMachine, 'creating'],
  ['apply for a marketplace product', marketApplyMachine, 'applying'],
  ['save the payout account after a failed payout', orderMachine, { payFailed: { editing: 'savingCard' } }],
  ['send a repayment receipt', repaymentProofMachine, 'submitting'],
  ['confirm an extension', rolloverMachine, 'confirming'],
  ['get the money', confirmBorrowMachine, 'submitting'],
];

describe('Back is held while a request that moves money or files something is in flight', () => {
  it.each(inFlight)('%s', (_, machine, value) => {
    expect(machine.resolveState({ value, context: {} as never }).hasTag('moneyPost')).toBe(true);
  });
});
