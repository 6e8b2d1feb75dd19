import { normalizeEmail, type EmailPolicy } from '../validation/email';
import { paydayKind, visibleWorkFields, type EmploymentType, type PayFrequency } from '../validation/formRules';
import type { IsoDate } from '../validation/birthday';
import type { Market } from '../validation/market';
import { POSTAL_CODE_RULES } from '../validation/postalCodeRules';
import { basicInfoSchema } from '../validation/schemas/basicInfo';
import type { ValidationCode } from '../validation/schemas/codes';
import { residenceSchema } from '../validation/schemas/residence';
import { validateForm } from '../validation/schemas/validateForm';
import { workSchema } from '../validation/schemas/work';
import { contactsSchema } from '../validation/schemas/contacts';
import { isValidMobile, normalizeMobile } from '../validation/schemas/phoneField';
import {
  PERSONAL_FIELDS,
  PERSONAL_FIELDS_BY_PART,
  PERSONAL_PARTS,
  pickPart,
  type PersonalField,
  type PersonalFields,
  type PersonalPart,
} from './personalInfo.fields';

/**
 * The personal-information form judged by the shared valibot schemas (services/validation/schemas),
 * part by part. The wizard machine (inline errors before submit) and the sandbox (never trust the
 * client) both call these.
 */
/**
 * SPEC section 5 allows only gmail/yahoo while its picker suggests outlook too (FAULTS F45). We take
 * the borrower-friendlier reading: any well-formed address, with gmail, yahoo and outlook suggested.
 * `'gmailYahooOnly'` restores the strict rule; suggestions and validator follow this one constant.
 */
export const EMAIL_POLICY: EmailPolicy = 'any';

/** A borrower's or contact's phone as the national number (SPEC section 5 normalisation). */
export function normalizePhone(raw: string, market: Market): string {
  return normalizeMobile(market, raw);
}

export function isValidPhone(raw: string, market: Market): boolean {
  return isValidMobile(market, raw);
}

export interface GeoOption {
  code: string;
  districts: readonly string[];
}

export interface RuleEnv {
  market: Market;
  /** The device's local calendar date. */
  today: IsoDate;
  /** States and districts; a state without a district list takes any typed district. */
  geography: readonly GeoOption[] | null;
}

export type PersonalErrors = Partial<Record<PersonalField, ValidationCode>>;

function citiesOf(geography: readonly GeoOption[], fields: PersonalFields) {
  return (state: string): readonly string[] => {
    const districts = geography.find((s) => s.code === state)?.districts ?? [];
    if (districts.length > 0) return districts;
    return fields.city.trim() === '' ? [] : [fields.city];
  };
}

function schemaFor(part: PersonalPart, env: RuleEnv, fields: PersonalFields) {
  switch (part) {
    case 'basic':
      return basicInfoSchema({ market: env.market, today: env.today, emailPolicy: EMAIL_POLICY });
    case 'residence': {
      // Before the lists are read (a draft restored on a later part, then submitted), a chosen state
      // and city stand: they were picked from the lists, and the server checks them again.
      if (env.geography === null) {
        const chosen = (value: string) => (value.trim() === '' ? [] : [value]);
        return residenceSchema({ market: env.market, states: chosen(fields.state), citiesOf: () => chosen(fields.city) });
      }
      const geography = env.geography;
      return residenceSchema({ market: env.market, states: geography.map((s) => s.code), citiesOf: citiesOf(geography, fields) });
    }
    case 'work':
      return workSchema({ market: env.market });
    case 'contacts':
      return contactsSchema({ market: env.market });
  }
}

/** Which fields the borrower sees now (SPEC section 4 visibility rules). */
export function visiblePersonalFields(fields: PersonalFields, market: Market): Set<PersonalField> {
  const visible = new Set<PersonalField>(PERSONAL_FIELDS);
  if (fields.birthday === '') {
    (['education', 'maritalStatus', 'whatsapp', 'sparePhone', 'email'] as const).forEach((f) => visible.delete(f));
  }
  if (!POSTAL_CODE_RULES[market].askedWithResidence) visible.delete('postalCode');
  const work = visibleWorkFields(fields.employmentType as EmploymentType | '');
  if (!work.industry) visible.delete('industry');
  if (!work.jobExperience) visible.delete('jobExperience');
  if (!work.payFrequency) visible.delete('payFrequency');
  const kind = paydayKind(fields.payFrequency as PayFrequency | '');
  if (!work.paydays || !kind) visible.delete('payday');
  if (!work.paydays || !kind?.second) visible.delete('paydayTwo');
  return visible;
}

/** The contacts schema takes `{ contact1: { name, phone, relation }, ... }`; the form keeps flat keys. */
function valuesFor(part: PersonalPart, fields: PersonalFields): unknown {
  if (part !== 'contacts') return pickPart(fields, part);
  const contact = (i: 1 | 2) => ({ name: fields[`contact${i}Name`], phone: fields[`contact${i}Phone`], relation: fields[`contact${i}Relation`] });
  return { contact1: contact(1), contact2: contact(2) };
}

function flatPath(path: string): string {
  const match = /^contact([12])\.(name|phone|relation)$/.exec(path);
  return match ? `contact${match[1]}${match[2]!.charAt(0).toUpperCase()}${match[2]!.slice(1)}` : path;
}

export function personalPartErrors(part: PersonalPart, fields: PersonalFields, env: RuleEnv): PersonalErrors {
  const result = validateForm(schemaFor(part, env, fields), valuesFor(part, fields));
  if (result.ok) return {};
  const errors: PersonalErrors = {};
  for (const [path, code] of Object.entries(result.errors)) {
    const field = flatPath(path) as PersonalField;
    if (code && (PERSONAL_FIELDS_BY_PART[part] as readonly string[]).includes(field)) errors[field] = code;
  }
  return errors;
}

export function personalErrors(fields: PersonalFields, env: RuleEnv): PersonalErrors {
  return Object.assign({}, ...PERSONAL_PARTS.map((part) => personalPartErrors(part, fields, env))) as PersonalErrors;
}

export function firstPartWithErrors(fields: PersonalFields, env: RuleEnv): PersonalPart | null {
  return PERSONAL_PARTS.find((part) => Object.keys(personalPartErrors(part, fields, env)).length > 0) ?? null;
}

const PHONE_FIELDS: ReadonlySet<PersonalField> = new Set<PersonalField>(['whatsapp', 'sparePhone', 'contact1Phone', 'contact2Phone']);

/**
 * What is sent: visible fields only, trimmed and composed as they were checked (NFC: a name pasted
 * from another phone may spell 'é' as 'e' plus an accent), phones normalised, email without spaces.
 */
export function personalPayload(fields: PersonalFields, market: Market): Partial<PersonalFields> {
  const visible = visiblePersonalFields(fields, market);
  const payload: Partial<PersonalFields> = {};
  for (const field of PERSONAL_FIELDS) {
    if (!visible.has(field)) continue;
    let value = fields[field].trim().normalize('NFC');
    if (field === 'email') value = normalizeEmail(value);
    if (PHONE_FIELDS.has(field) && value !== '') value = normalizePhone(value, market);
    payload[field] = value;
  }
  return payload;
}
