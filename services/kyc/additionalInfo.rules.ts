import type { Market } from '../validation/market';
import { isValidRfc, normalizeRfc } from '../validation/rfc';
import { additionalSchema } from '../validation/schemas/additional';
import type { ValidationCode } from '../validation/schemas/codes';
import { validateForm } from '../validation/schemas/validateForm';

/**
 * The additional-information form (order step 11) judged by the shared `additional` schema. The
 * machine (inline errors before submit) and the sandbox (never trust the client) both call these.
 */
export const ADDITIONAL_FIELDS = [
  'loanPurpose', 'companyName', 'companyPhone', 'designation', 'workAddress', 'workPostalCode', 'linkedin', 'facebook',
  'curp', 'rfc', 'nss',
] as const;
export type AdditionalField = (typeof ADDITIONAL_FIELDS)[number];
export type AdditionalFields = Record<AdditionalField, string>;

/** Never written to a draft and cleared once saved (DESIGN "nothing sensitive in a persisted wizard draft"). */
export const SENSITIVE_ADDITIONAL_FIELDS: readonly AdditionalField[] = ['curp', 'rfc', 'nss'];

const COMMON_FIELDS: readonly AdditionalField[] = [
  'loanPurpose', 'companyName', 'companyPhone', 'designation', 'workAddress', 'workPostalCode', 'linkedin', 'facebook',
];
/** Not asked of a borrower without a job (personal info's employment type, `isJobless`). */
const EMPLOYER_FIELDS: readonly AdditionalField[] = ['companyName', 'companyPhone', 'designation', 'workAddress', 'workPostalCode'];

/** One row per market (the `additional` schema's fields): a market without its row does not compile. */
const FIELDS_BY_MARKET: Record<Market, readonly AdditionalField[]> = {
  ng: COMMON_FIELDS,
  mx: [...COMMON_FIELDS, 'curp', 'rfc', 'nss'],
};

export function additionalFieldsFor(market: Market, jobless = false): readonly AdditionalField[] {
  const fields = FIELDS_BY_MARKET[market];
  return jobless ? fields.filter((field) => !EMPLOYER_FIELDS.includes(field)) : fields;
}

export function emptyAdditionalFields(): AdditionalFields {
  return Object.fromEntries(ADDITIONAL_FIELDS.map((field) => [field, ''])) as AdditionalFields;
}

function valuesFor(market: Market, fields: Partial<Record<string, unknown>>, jobless: boolean): Record<string, unknown> {
  return Object.fromEntries(additionalFieldsFor(market, jobless).map((field) => [field, fields[field] ?? '']));
}

/** Field -> code by the shared schema; `jobless`: the borrower said they have no job (no employer asked). */
export function additionalErrors(
  market: Market,
  fields: Partial<Record<string, unknown>>,
  jobless = false,
): Partial<Record<AdditionalField, ValidationCode>> {
  const result = validateForm(additionalSchema({ market, jobless }), valuesFor(market, fields, jobless));
  return result.ok ? {} : (result.errors as Partial<Record<AdditionalField, ValidationCode>>);
}

/** What `/user/submit` receives under `additionalInfo`: the market's fields, as normalised by the schema. */
export function additionalPayload(market: Market, fields: Partial<Record<string, unknown>>, jobless = false): Record<string, string> {
  const result = validateForm(additionalSchema({ market, jobless }), valuesFor(market, fields, jobless));
  const values = result.ok ? (result.value as Record<string, unknown>) : valuesFor(market, fields, jobless);
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : '']));
}

/** A valid RFC whose check digit does not match: worth a warning, never a refusal (SPEC section 5). */
export function hasRfcCheckDigitWarning(rfc: string): boolean {
  const value = normalizeRfc(rfc);
  if (value === '') return false;
  const result = isValidRfc(value);
  return result.valid && result.checkDigitWarning;
}
