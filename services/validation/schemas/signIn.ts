import * as v from 'valibot';
import { isValidCaptcha } from '../contactFields';
import type { Market } from '../market';
import type { ValidationCode } from './codes';
import { isValidMobile, normalizeMobile } from './phoneField';

/** Mobile number field of sign-in / register; the output is the normalised national number. */
export function phoneSchema(market: Market) {
  return v.pipe(
    v.string('phone.empty' satisfies ValidationCode),
    v.transform((value) => normalizeMobile(market, value)),
    v.nonEmpty('phone.empty' satisfies ValidationCode),
    v.check((value) => isValidMobile(market, value), 'phone.format' satisfies ValidationCode),
  );
}

/** Verification code: 6 digits, not empty. */
export const captchaSchema = v.pipe(
  v.string('captcha.empty' satisfies ValidationCode),
  v.trim(),
  v.nonEmpty('captcha.empty' satisfies ValidationCode),
  v.check(isValidCaptcha, 'captcha.invalid' satisfies ValidationCode),
);

export function signInSchema(market: Market) {
  return v.object({ mobile: phoneSchema(market), verifyCode: captchaSchema });
}
