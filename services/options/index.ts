/** Option lists as data (SPEC section 3). Each option has a stable `value`; ui/ maps `labelKey` to en/es. */
export type { Option, NamedOption } from './types';
export { optionValues } from './types';
export {
  GENDERS,
  JOB_EXPERIENCE,
  RESIDENCE_TYPES,
  EMPLOYMENT_TYPES_ALL,
  INCOME_SOURCES,
  INDUSTRIES,
  CONTACT_RELATIONS,
  MARITAL_STATUSES,
  EDUCATION_LEVELS,
  LOAN_PURPOSES,
  PAY_FREQUENCIES,
  CARD_TYPES,
  SALARY_RANGES,
  WEEKDAYS,
} from './profile';
export { LENDERS } from './lenders';
export {
  creditQuestionnaire,
  LOAN_COUNT_OPTIONS,
  QUESTION_IDS,
  type Question,
  type QuestionId,
} from './questionnaire';
export { NG_BANKS, ngBankByCode, checksNuban, type NgBank, type NgBankKind } from './ngBanks';
export { MX_BANKS, mxBankByCode, type MxBank } from './mxBanks';
