import * as v from 'valibot';
import { LOAN_PURPOSES, optionValues } from '../../options';
import { isValidAddress } from '../contactFields';
import { isValidCurp, normalizeCurp } from '../curp';
import type { Market } from '../market';
import { isValidNss, normalizeNss } from '../nss';
import { POSTAL_CODE_RULES } from '../postalCodeRules';
import { isValidRfc, normalizeRfc } from '../rfc';
import { isValidFacebook, isValidLinkedin } from '../social';
import type { ValidationCode } from './codes';
import { optionalMatching, requiredMatching, requiredText, select } from './fields';
import { normalizeMobile } from './phoneField';

/** CURP: required, 18 characters, structure and check digit. */
export const curpField = v.pipe(
  v.string('curp.required' satisfies ValidationCode),
  v.transform(normalizeCurp),
  v.nonEmpty('curp.required' satisfies ValidationCode),
  v.check(isValidCurp, 'curp.format' satisfies ValidationCode),
);

/**
 * Borrower's RFC: optional; a persona física, so 13 characters (SPEC section 5). A check-digit mismatch is
 * not an error (show isValidRfc(value).checkDigitWarning as a warning at most).
 */
export const rfcField = v.pipe(
  v.optional(v.string(), ''),
  v.transform(normalizeRfc),
  v.check(
    (value) => value === '' || (value.length === 13 && isValidRfc(value).valid),
    'rfc.format' satisfies ValidationCode,
  ),
);

/** NSS: optional, 11 digits with the IMSS check digit. */
export const nssField = v.pipe(
  v.optional(v.string(), ''),
  v.transform(normalizeNss),
  v.check((value) => value === '' || isValidNss(value), 'nss.format' satisfies ValidationCode),
);

/** What the form asks of someone with work: the employer and where the work is. */
function employerEntries(market: Market) {
  const postalCode = POSTAL_CODE_RULES[market];
  return {
    companyName: requiredText('companyName.required'),
    // Employer phones may be landlines: 7 to 10 digits once the country/trunk prefix is stripped.
    // Sent as digits only, prefix kept: stripping it again on the server's check would eat a
    // landline's area code ('023412345' -> '23412345' -> '12345').
    companyPhone: v.pipe(
      requiredMatching('companyPhone.required', 'companyPhone.format', (value) => /^\d{7,10}$/.test(normalizeMobile(market, value))),
      v.transform((value) => value.replace(/\D/g, '')),
    ),
    designation: requiredText('designation.required'),
    workAddress: requiredMatching('workAddress.required', 'workAddress.length', isValidAddress),
    workPostalCode: optionalMatching(postalCode.invalidCode, postalCode.isValid),
  };
}

function commonEntries(market: Market, jobless: boolean) {
  return {
    loanPurpose: select('loanPurpose', optionValues(LOAN_PURPOSES)),
    // Without a job (personal info's employment type) there is no employer to name.
    ...(jobless ? {} : employerEntries(market)),
    linkedin: optionalMatching('linkedin.format', isValidLinkedin),
    facebook: optionalMatching('facebook.format', isValidFacebook),
  };
}

type CommonEntries = ReturnType<typeof employerEntries> & ReturnType<typeof commonEntries>;

/** The form per market: Mexico adds its ID numbers; Nigeria's BVN is asked with the bank card. */
const ADDITIONAL_SCHEMAS = {
  ng: (common: CommonEntries) => v.object(common),
  mx: (common: CommonEntries) => v.object({ ...common, curp: curpField, rfc: rfcField, nss: nssField }),
} satisfies Record<Market, (common: CommonEntries) => v.GenericSchema>;

/**
 * Additional information: loan purpose and employer (company name and phone, designation, work
 * address required, its postal code and the LinkedIn/Facebook profiles optional; no employer for a
 * borrower without a job); in Mexico also CURP (required), RFC and NSS (optional). Income source is
 * asked on the personal-info work part, not here.
 */
export function additionalSchema({ market, jobless = false }: { market: Market; jobless?: boolean }) {
  // Typed with every field: the form of someone without a job leaves the employer's out.
  return ADDITIONAL_SCHEMAS[market](commonEntries(market, jobless) as CommonEntries);
}

export type AdditionalInput = v.InferInput<ReturnType<typeof additionalSchema>>;

