import { isValidMxPostalCode } from './contactFields';
import type { Market } from './market';
import type { ValidationCode } from './schemas/codes';
import { isValidNgPostalCode } from './social';

export interface PostalCodeRules {
  isValid: (value: string) => boolean;
  /** The code shown when a typed postal code is not one of the market's (the message names its length). */
  invalidCode: ValidationCode;
  /** The residence part asks for it (optional); the employer's one is asked everywhere. */
  askedWithResidence: boolean;
}

/** One row per market: a market without its postal-code rules does not compile. */
export const POSTAL_CODE_RULES: Record<Market, PostalCodeRules> = {
  ng: { isValid: isValidNgPostalCode, invalidCode: 'postalCode.invalidNg', askedWithResidence: false },
  mx: { isValid: isValidMxPostalCode, invalidCode: 'postalCode.invalid', askedWithResidence: true },
};
