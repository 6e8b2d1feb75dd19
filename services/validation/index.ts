/**
 * Pure validators for the KYC forms, sign-in and bank card.
 *
 * Conventions:
 * - `isValidX(...)` predicates return a boolean (except `isValidRfc`, which also reports a check-digit
 *   warning). They normalise their input the way the field does (spaces/dashes removed, upper case).
 * - Error CODES (never translated strings) come from the valibot schemas in `./schemas` (`fieldErrors`)
 *   and from the few `xError` helpers; every code is listed in `VALIDATION_CODES` for the UI to map.
 * - Dates are local calendar ISO strings 'YYYY-MM-DD'.
 */
export type { Market } from './market';
export { isValidCurp, normalizeCurp, curpCheckDigit, CURP_STATE_CODES } from './curp';
export { isValidRfc, normalizeRfc, rfcCheckDigit, type RfcResult } from './rfc';
export { isValidNss, normalizeNss } from './nss';
export { isValidClabe, normalizeClabe, clabeControlDigit, clabeBankCode } from './clabe';
export { isValidCardNumber, normalizeCardNumber } from './card';
export { passesLuhn } from './luhn';
export { isValidNuban, nubanCheckDigit, toNubanInstitutionCode, normalizeAccountNumber } from './nuban';
export { isValidNgAccountNumber } from './ngAccount';
export { normalizeNgPhone, isValidNgMobile, NG_MOBILE_PREFIXES } from './phoneNg';
export { normalizeMxPhone, isValidMxMobile } from './phoneMx';
export {
  isValidEmail,
  normalizeEmail,
  isAllowedEmailDomain,
  isEmailAcceptedBy,
  emailSuggestionsFor,
  EMAIL_DOMAIN_SUGGESTIONS,
  STRICT_EMAIL_DOMAINS,
  type EmailPolicy,
} from './email';
export {
  filterNameInput,
  isValidName,
  nameError,
  NAME_MIN_LETTERS,
  NAME_MAX_LENGTH,
  type FilteredName,
  type NameError,
} from './name';
export {
  isValidAddress,
  isValidWhatsapp,
  isValidSparePhone,
  isValidBvn,
  isValidMxPostalCode,
  ADDRESS_MIN,
  ADDRESS_MAX,
} from './contactFields';
export {
  birthdayRange,
  ageOn,
  isAdult,
  isBirthdayInRange,
  isValidIsoDate,
  localIsoDate,
  MIN_AGE,
  MAX_AGE,
  type IsoDate,
} from './birthday';
export {
  visibleWorkFields,
  paydayKind,
  DAYS_OF_MONTH,
  type EmploymentType,
  type PayFrequency,
  type WorkFieldVisibility,
  type PaydayKind,
  type PaydayInput,
} from './formRules';
// The form schemas themselves live in './schemas' (import them from there); only the codes and the
// runner are re-exported here, so a caller needing one predicate does not pull every schema.
export { VALIDATION_CODES, type ValidationCode } from './schemas/codes';
export { validateForm, fieldError, type FieldErrors, type FormResult } from './schemas/validateForm';
