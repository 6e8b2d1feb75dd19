import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UploadFlag } from '../../machines/dataUpload/dataUpload.types';
import type { HomeAction, HomeStatus, OrderDisplayStatus, TimelineEntry } from '../../machines/order/order.selectors';
import type { OrderErrorCode } from '../../machines/order/order.types';
import type { KnownCancelReason } from '../../machines/cancellation/cancellation.types';
import type { SubmitError } from '../../machines/shared/submitError';

export const homeStatusTitle: Record<HomeStatus, MessageDescriptor> = {
  canLoan: msg`You can apply for a loan`,
  lending: msg`Your money is on its way`,
  assessing: msg`We are reviewing your application`,
  rejected: msg`Your application was not approved`,
  success: msg`Your loan is approved`,
  failed: msg`We could not send the money`,
  repaying: msg`Your loan is active`,
  overdue: msg`Your loan is overdue`,
};

export const homeActionLabel: Record<HomeAction, MessageDescriptor> = {
  apply: msg`Apply`,
  detail: msg`Detail`,
  cannotApply: msg`Cannot apply`,
  getMoney: msg`Get money`,
  edit: msg`Edit`,
  pay: msg`Pay`,
};

export const displayStatusLabel: Record<OrderDisplayStatus, MessageDescriptor> = {
  assessing: msg`Assessing`,
  repaying: msg`Repaying`,
  overdue: msg`Overdue`,
  finished: msg`Finished`,
  addingCard: msg`Adding bank card`,
  incomplete: msg`Incomplete`,
  disbursing: msg`Disbursing`,
  cancelled: msg`Cancelled`,
  rejected: msg`Rejected`,
  failed: msg`Payout failed`,
};

export const timelineLabel: Record<TimelineEntry['kind'], MessageDescriptor> = {
  submitted: msg`Application submitted`,
  expectedDecision: msg`Decision expected (about 10 minutes)`,
  latestDecision: msg`Decision at the latest (24 hours)`,
  approved: msg`Loan approved, payout requested`,
  expectedDeposit: msg`Deposit expected from (10 minutes)`,
  usualDeposit: msg`Usually deposited by (60 minutes)`,
  latestDeposit: msg`Deposited at the latest (8 hours)`,
};

/** The order's own problems; a failed read or save is worded by `submitErrorMessage`. */
export const orderErrorMessage: Record<OrderErrorCode, MessageDescriptor> = {
  unknownStep: msg`We could not show your loan. Please refresh.`,
  invalidAccount: msg`Enter a valid bank account number`,
  accountMismatch: msg`The two bank card numbers do not match`,
};

export const collectionFailedMessage = msg`Your phone could not collect the data`;

/** The phone permission behind each device-data flag, as the borrower finds it in Android's settings. */
export const uploadPermissionName: Record<UploadFlag, MessageDescriptor> = {
  appList: msg`Installed apps`,
  sms: msg`SMS`,
  exif: msg`Photos and media`,
  device: msg`Phone (device information)`,
  contact: msg`Contacts`,
  location: msg`Location`,
};

export const cancelReasonLabel: Record<KnownCancelReason, MessageDescriptor> & Partial<Record<string, MessageDescriptor>> = {
  noLongerNeeded: msg`I no longer need the money`,
  amountTooLow: msg`The amount is too low`,
  costTooHigh: msg`The cost is too high`,
  foundAnotherLoan: msg`I found another loan`,
  other: msg`Other reason`,
};

const faultMessage: Record<string, MessageDescriptor> = {
  offline: msg`You appear to be offline`,
  timeout: msg`Request timed out. Your information is saved`,
  network: msg`Network failed, please try again`,
  http: msg`Request failed, try again`,
  malformed: msg`Request failed, try again`,
  unknown: msg`Request failed, try again`,
};

/** A failed request in words: the server's own message (as text) or the fault's. */
export function submitErrorMessage(error: SubmitError): MessageDescriptor | string {
  if (error.kind === 'business') return error.serverMessage || msg`Request failed, try again`;
  return faultMessage[error.reason] ?? msg`Request failed, try again`;
}

/**
 * Why cancelling did not go through: the server's refusal, else the fault as it was (offline, timed
 * out). A fault's outcome is unknown, so it never says "not cancelled"; trying again is safe (the
 * request's key stays: the server answers it once).
 */
export function cancelFailedMessage(error: SubmitError): MessageDescriptor | string {
  if (error.kind === 'business') return error.serverMessage || msg`The loan could not be cancelled. Try again`;
  return submitErrorMessage(error);
}
