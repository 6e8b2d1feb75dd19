import type { Market } from '../validation/market';
import { LENDERS } from './lenders';
import type { Option } from './types';

/**
 * The credit-history questionnaire: 11 numbered questions (SPEC section 3), every one required.
 * `id` is the answer's key in the payload; option values are stable codes. Lender questions list proper
 * names (`labelKey` equals the name; the UI shows it untranslated) plus 'none'.
 */
export type QuestionId =
  | 'missedLoanLast6Months'
  | 'inCreditBureau'
  | 'selfRatedCreditworthiness'
  | 'currentLender'
  | 'overdueLender'
  | 'maxDaysLate'
  | 'totalDebt'
  | 'digitalLoansEver'
  | 'digitalLoansActive'
  | 'digitalLoansRepaidOnTime'
  | 'digitalLoansOverdue';

export interface Question {
  readonly number: number;
  readonly id: QuestionId;
  readonly labelKey: string;
  /** True when option labels are proper names, not translation keys. */
  readonly namedOptions: boolean;
  readonly options: readonly Option[];
}

const YES_NO: readonly Option[] = [
  { value: 'yes', labelKey: 'Yes' },
  { value: 'no', labelKey: 'No' },
];

const CREDITWORTHINESS: readonly Option[] = [
  { value: 'excellent', labelKey: 'Excellent' },
  { value: 'good', labelKey: 'Good' },
  { value: 'fair', labelKey: 'Fair' },
  { value: 'poor', labelKey: 'Poor' },
  { value: 'veryPoor', labelKey: 'Very poor' },
];

const MAX_DAYS_LATE: readonly Option[] = [
  { value: 'never', labelKey: 'Never late' },
  { value: '1to3', labelKey: '1-3 days' },
  { value: '4to7', labelKey: '4-7 days' },
  { value: '8to15', labelKey: '8-15 days' },
  { value: '16to30', labelKey: '16-30 days' },
  { value: '31to60', labelKey: '31-60 days' },
  { value: 'over60', labelKey: 'Over 60 days' },
];

const TOTAL_DEBT: readonly Option[] = [
  { value: 'none', labelKey: 'No debt' },
  { value: 'under10000', labelKey: 'Under 10,000' },
  { value: '10000to49999', labelKey: '10,000 - 49,999' },
  { value: '50000to99999', labelKey: '50,000 - 99,999' },
  { value: '100000to199999', labelKey: '100,000 - 199,999' },
  { value: 'over200000', labelKey: '200,000 or more' },
];

/** none, 1 .. 10, more than 10 */
export const LOAN_COUNT_OPTIONS: readonly Option[] = [
  { value: '0', labelKey: 'None' },
  ...Array.from({ length: 10 }, (_, index) => ({ value: String(index + 1), labelKey: String(index + 1) })),
  { value: 'moreThan10', labelKey: 'More than 10' },
];

const NO_LENDER: Option = { value: 'none', labelKey: 'None' };

function lenderOptions(market: Market): readonly Option[] {
  return [...LENDERS[market].map((lender) => ({ value: lender.value, labelKey: lender.label })), NO_LENDER];
}

export function creditQuestionnaire(market: Market): readonly Question[] {
  const lenders = lenderOptions(market);
  return [
    { number: 1, id: 'missedLoanLast6Months', labelKey: 'Have you missed a loan repayment in the last 6 months?', namedOptions: false, options: YES_NO },
    { number: 2, id: 'inCreditBureau', labelKey: 'Are you listed in the credit bureau?', namedOptions: false, options: YES_NO },
    { number: 3, id: 'selfRatedCreditworthiness', labelKey: 'How would you rate your creditworthiness?', namedOptions: false, options: CREDITWORTHINESS },
    { number: 4, id: 'currentLender', labelKey: 'Which lender do you currently borrow from?', namedOptions: true, options: lenders },
    { number: 5, id: 'overdueLender', labelKey: 'Which lender have you been overdue with?', namedOptions: true, options: lenders },
    { number: 6, id: 'maxDaysLate', labelKey: 'What is the longest you have paid late?', namedOptions: false, options: MAX_DAYS_LATE },
    { number: 7, id: 'totalDebt', labelKey: 'What is your total debt?', namedOptions: false, options: TOTAL_DEBT },
    { number: 8, id: 'digitalLoansEver', labelKey: 'How many digital loans have you ever taken?', namedOptions: false, options: LOAN_COUNT_OPTIONS },
    { number: 9, id: 'digitalLoansActive', labelKey: 'How many digital loans do you have now?', namedOptions: false, options: LOAN_COUNT_OPTIONS },
    { number: 10, id: 'digitalLoansRepaidOnTime', labelKey: 'How many digital loans have you repaid on time?', namedOptions: false, options: LOAN_COUNT_OPTIONS },
    { number: 11, id: 'digitalLoansOverdue', labelKey: 'How many digital loans are overdue?', namedOptions: false, options: LOAN_COUNT_OPTIONS },
  ];
}

export const QUESTION_IDS: readonly QuestionId[] = creditQuestionnaire('ng').map((question) => question.id);
