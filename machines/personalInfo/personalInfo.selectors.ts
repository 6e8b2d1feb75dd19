import type { SnapshotFrom } from 'xstate';
import type { PersonalField, PersonalPart } from '../../services/kyc/personalInfo.fields';
import { partOfField } from '../../services/kyc/personalInfo.fields';
import { markets } from '../../services/markets/markets';
import { EMPLOYMENT_TYPES_ALL } from '../../services/options/profile';
import { EMAIL_POLICY, personalPartErrors, visiblePersonalFields } from '../../services/kyc/personalInfo.rules';
import { emailSuggestionsFor, normalizeEmail } from '../../services/validation/email';
import { paydayKind, type PayFrequency } from '../../services/validation/formRules';
import { birthdayRange } from '../../services/validation/birthday';
import type { personalInfoMachine } from './personalInfo.machine';

export type PersonalInfoSnapshot = SnapshotFrom<typeof personalInfoMachine>;

const PARTS: readonly PersonalPart[] = ['basic', 'residence', 'work', 'contacts'];

/** The part on screen; while checking or submitting it is still the last one. */
export function selectPart(snapshot: PersonalInfoSnapshot): PersonalPart {
  return PARTS.find((part) => snapshot.matches({ wizard: { filling: part } })) ?? 'contacts';
}

export function selectPartNumber(snapshot: PersonalInfoSnapshot): number {
  return PARTS.indexOf(selectPart(snapshot)) + 1;
}

export const selectFields = (snapshot: PersonalInfoSnapshot) => snapshot.context.fields;

/** The market profile: views read its traits, never the market's name (DESIGN "Markets"). */
export const selectMarket = (snapshot: PersonalInfoSnapshot) => markets[snapshot.context.market];

/** The employment types the market offers, as options (the work schema accepts the same trait). */
export function employmentTypeOptions(offered: readonly string[]) {
  return EMPLOYMENT_TYPES_ALL.filter((option) => offered.includes(option.value));
}

export function selectValue(field: PersonalField) {
  return (snapshot: PersonalInfoSnapshot) => snapshot.context.fields[field];
}

export function selectIsVisible(field: PersonalField) {
  return (snapshot: PersonalInfoSnapshot) => visiblePersonalFields(snapshot.context.fields, snapshot.context.market).has(field);
}

/** The field's error code, once the borrower has left it or pressed Next on its part. */
export function selectShownError(field: PersonalField) {
  return (snapshot: PersonalInfoSnapshot) => {
    const { context } = snapshot;
    if (!context.touched.includes(field) && !context.revealed.includes(partOfField(field))) return null;
    if (!visiblePersonalFields(context.fields, context.market).has(field)) return null;
    return personalPartErrors(partOfField(field), context.fields, context)[field] ?? null;
  };
}

/** 'dayOfMonth' | 'weekday' for each payday input, or null when it is hidden. */
export function selectPaydayKinds(snapshot: PersonalInfoSnapshot) {
  return paydayKind(snapshot.context.fields.payFrequency as PayFrequency | '');
}

export const selectIsOffline = (snapshot: PersonalInfoSnapshot) => snapshot.matches({ connectivity: 'offline' });
export const selectIsBusy = (snapshot: PersonalInfoSnapshot) => snapshot.hasTag('busy');
export const selectIsPicking = (snapshot: PersonalInfoSnapshot) =>
  snapshot.matches({ wizard: { filling: { contacts: 'picking' } } });
/** The emergency contact (1 or 2) being picked from the phone's contacts, or null. */
export const selectContactBeingPicked = (snapshot: PersonalInfoSnapshot) =>
  selectIsPicking(snapshot) ? snapshot.context.pickingIndex : null;
export const selectContactNotice = (snapshot: PersonalInfoSnapshot) => snapshot.context.contactNotice;
export const selectSubmitError = (snapshot: PersonalInfoSnapshot) =>
  snapshot.matches({ wizard: { filling: { contacts: 'failed' } } }) ? snapshot.context.submitError : null;
export const selectNextStepFailed = (snapshot: PersonalInfoSnapshot) => snapshot.matches({ wizard: 'nextStepFailed' });
export const selectIsDone = (snapshot: PersonalInfoSnapshot) => snapshot.matches({ wizard: 'done' });

export const selectGeography = (snapshot: PersonalInfoSnapshot) => snapshot.context.geography;
export const selectGeographyStatus = (snapshot: PersonalInfoSnapshot) =>
  snapshot.matches({ geography: 'loaded' })
    ? 'loaded'
    : snapshot.matches({ geography: 'failed' })
      ? 'failed'
      : snapshot.matches({ geography: 'loading' })
        ? 'loading'
        : 'idle';

export function selectDistricts(snapshot: PersonalInfoSnapshot): readonly string[] {
  const state = snapshot.context.geography?.find((s) => s.code === snapshot.context.fields.state);
  return state?.districts ?? [];
}

/** The option lists and picker range the form offers (data from services, for views). */
export {
  CONTACT_RELATIONS,
  EDUCATION_LEVELS,
  GENDERS,
  INCOME_SOURCES,
  INDUSTRIES,
  JOB_EXPERIENCE,
  MARITAL_STATUSES,
  PAY_FREQUENCIES,
  RESIDENCE_TYPES,
  SALARY_RANGES,
  WEEKDAYS,
} from '../../services/options/profile';
export { DAYS_OF_MONTH } from '../../services/validation/formRules';
export { PERSONAL_PARTS } from '../../services/kyc/personalInfo.fields';

export const selectBirthdayRange = (snapshot: PersonalInfoSnapshot) => birthdayRange(snapshot.context.today);

/** Whether the email field must say which domains are accepted (only under the strict policy). */
export const isEmailDomainRestricted: boolean = EMAIL_POLICY === 'gmailYahooOnly';

/**
 * Completions for the email field: what was typed before '@' at each domain the validator accepts,
 * so the suggestion list never offers an address the form then refuses (FAULTS F45).
 */
export function selectEmailSuggestions(snapshot: PersonalInfoSnapshot): readonly string[] {
  const typed = normalizeEmail(snapshot.context.fields.email);
  const local = typed.split('@')[0] ?? '';
  if (local === '') return [];
  const typedLower = typed.toLowerCase();
  return emailSuggestionsFor(EMAIL_POLICY)
    .map((domain) => `${local}@${domain}`)
    .filter((address) => address.toLowerCase().startsWith(typedLower) && address.toLowerCase() !== typedLower);
}
