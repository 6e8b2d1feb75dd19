/**
 * The order step codes and where each one sends the borrower (SPEC section 4), as data: the order
 * machine, the views, the sandbox and the tests all read this one table.
 */
export const StepCode = {
  Applying: 1,
  Repaying: 2,
  Overdued: 3,
  Finish: 4,
  BindCard: 5,
  BasicInfo: 6,
  Lending: 7,
  Cancel: 8,
  Reject: 9,
  PayFail: 10,
  Addition: 11,
  IdentityOCR: 12,
  Confirm: 14,
  Question: 17,
  GetMoney: 18,
  FinishLoading: 19,
} as const;
export type StepCodeValue = (typeof StepCode)[keyof typeof StepCode];

/** How the records list and the order detail name an order's state (SPEC section 4). */
export type OrderDisplayStatus =
  | 'assessing'
  | 'repaying'
  | 'overdue'
  | 'finished'
  | 'addingCard'
  | 'incomplete'
  | 'disbursing'
  | 'cancelled'
  | 'rejected'
  | 'failed';

/** What the home screen shows for the latest order (SPEC section 4). */
export type HomeStatus = 'canLoan' | 'lending' | 'assessing' | 'rejected' | 'success' | 'failed' | 'repaying' | 'overdue';

export interface StepInfo {
  code: StepCodeValue;
  name: keyof typeof StepCode;
  /** Where the borrower continues; null: the order does not route (4, 8, 9). */
  route: string | null;
  display: OrderDisplayStatus;
  home: HomeStatus;
  /** The order is over: a new one may be applied for. */
  closed: boolean;
}

const REVIEW_TIPS = '/auth/review_tips?pageName=confirmBorrow';

export const STEPS: Readonly<Record<StepCodeValue, StepInfo>> = {
  1: { code: 1, name: 'Applying', route: REVIEW_TIPS, display: 'assessing', home: 'assessing', closed: false },
  2: { code: 2, name: 'Repaying', route: '/repay/repay_detail', display: 'repaying', home: 'repaying', closed: false },
  3: { code: 3, name: 'Overdued', route: '/repay/repay_detail', display: 'overdue', home: 'overdue', closed: false },
  4: { code: 4, name: 'Finish', route: null, display: 'finished', home: 'canLoan', closed: true },
  5: { code: 5, name: 'BindCard', route: '/bank_account/add_bankcard', display: 'addingCard', home: 'canLoan', closed: false },
  6: { code: 6, name: 'BasicInfo', route: '/auth/personal_infomation', display: 'incomplete', home: 'canLoan', closed: false },
  7: { code: 7, name: 'Lending', route: '/borrow/lending', display: 'disbursing', home: 'lending', closed: false },
  8: { code: 8, name: 'Cancel', route: null, display: 'cancelled', home: 'canLoan', closed: true },
  9: { code: 9, name: 'Reject', route: null, display: 'rejected', home: 'rejected', closed: true },
  // SPEC routes 10 to repay detail, but there is nothing to repay: the payout failed and the bank
  // card must be edited (FAULTS F39), which home does in place (README "where the spec disagrees").
  10: { code: 10, name: 'PayFail', route: '/', display: 'failed', home: 'failed', closed: false },
  11: { code: 11, name: 'Addition', route: '/auth/additionalInfomation', display: 'incomplete', home: 'canLoan', closed: false },
  12: { code: 12, name: 'IdentityOCR', route: '/auth/id_card_authentication', display: 'incomplete', home: 'canLoan', closed: false },
  14: { code: 14, name: 'Confirm', route: '/borrow/confirm_borrow', display: 'incomplete', home: 'canLoan', closed: false },
  17: { code: 17, name: 'Question', route: '/auth/loan_question', display: 'incomplete', home: 'canLoan', closed: false },
  18: { code: 18, name: 'GetMoney', route: '/borrow/confirm_borrow', display: 'incomplete', home: 'success', closed: false },
  19: { code: 19, name: 'FinishLoading', route: '/finish_loading', display: 'incomplete', home: 'canLoan', closed: false },
};

export function isKnownStepCode(code: number): code is StepCodeValue {
  return Object.prototype.hasOwnProperty.call(STEPS, code);
}

export function stepInfo(code: number): StepInfo | undefined {
  return isKnownStepCode(code) ? STEPS[code] : undefined;
}

/** The route a step code names, or null when it does not route or is unknown. */
export function routeForStep(code: number): string | null {
  return stepInfo(code)?.route ?? null;
}
