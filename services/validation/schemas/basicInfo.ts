import * as v from 'valibot';
import { EDUCATION_LEVELS, GENDERS, MARITAL_STATUSES, optionValues } from '../../options';
import { isBirthdayInRange, type IsoDate } from '../birthday';
import { isEmailAcceptedBy, isValidEmail, normalizeEmail, type EmailPolicy } from '../email';
import { isValidSparePhone, isValidWhatsapp } from '../contactFields';
import type { Market } from '../market';
import { selectRequired, type ValidationCode } from './codes';
import { optionalMatching, personName, requiredMatching, select } from './fields';

export interface BasicInfoConfig {
  market: Market;
  /** Local calendar date the birthday range is computed from. */
  today: IsoDate;
  emailPolicy: EmailPolicy;
}

/** Screen 1: names, gender, birthday; then education, marital status, WhatsApp, spare phone, email. */
export function basicInfoSchema({ market, today, emailPolicy }: BasicInfoConfig) {
  return v.object({
    firstName: personName(market, true),
    middleName: v.optional(personName(market, false), ''),
    lastName: personName(market, true),
    gender: select('gender', optionValues(GENDERS)),
    birthday: v.pipe(
      v.string(selectRequired('birthday')),
      v.nonEmpty(selectRequired('birthday')),
      v.check((value) => isBirthdayInRange(value, today), 'birthday.outOfRange' satisfies ValidationCode),
    ),
    education: select('education', optionValues(EDUCATION_LEVELS)),
    maritalStatus: select('maritalStatus', optionValues(MARITAL_STATUSES)),
    whatsapp: requiredMatching('whatsapp.required', 'whatsapp.format', (value) => isValidWhatsapp(value, market)),
    sparePhone: optionalMatching('sparePhone.format', (value) => isValidSparePhone(value, market)),
    email: v.pipe(
      v.string('email.empty' satisfies ValidationCode),
      v.transform(normalizeEmail),
      v.nonEmpty('email.empty' satisfies ValidationCode),
      v.check(isValidEmail, 'email.verify' satisfies ValidationCode),
      v.check((value) => isEmailAcceptedBy(emailPolicy, value), 'email.verify' satisfies ValidationCode),
    ),
  });
}

export type BasicInfoInput = v.InferInput<ReturnType<typeof basicInfoSchema>>;
export type BasicInfoOutput = v.InferOutput<ReturnType<typeof basicInfoSchema>>;
