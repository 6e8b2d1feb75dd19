import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RepaymentMethod } from '../../../services/markets/markets';

export const METHOD_LABELS: Readonly<Record<RepaymentMethod, MessageDescriptor>> = {
  cardGateway: msg`Pay by debit card`,
  payLink: msg`Pay online (card, bank or wallet)`,
  reservedAccount: msg`Transfer to your repayment account`,
  dedicatedAccount: msg`Transfer to a dedicated account`,
  stpTransfer: msg`Bank transfer (SPEI to CLABE)`,
  oxxoCash: msg`Cash at OXXO stores`,
  manualProof: msg`I already paid: upload the receipt`,
};

/** Methods with a screen of their own (the others show their instructions in place). */
export const METHOD_ROUTES: Partial<Record<RepaymentMethod, string>> = {
  stpTransfer: '/repay/repay_stp',
  oxxoCash: '/repay/repay_oxxo',
  manualProof: '/repay/manual_repayment',
};

export function withOrderNo(path: string, orderNo: string | null): string {
  return orderNo ? `${path}?orderNo=${encodeURIComponent(orderNo)}` : path;
}
