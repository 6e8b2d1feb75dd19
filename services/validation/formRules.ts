/**
 * Work-form dependency rules (SPEC section 4) as pure data + functions, so a machine and a test read
 * the same table. Values are the option codes from services/options.
 */
export type EmploymentType =
  | 'employee' | 'selfEmployed' | 'unemployed' | 'partTime' | 'student' | 'freelance' | 'noWork' | 'other';
export type PayFrequency = 'weekly' | 'fourteenDays' | 'monthly' | 'biweekly';

export interface WorkFieldVisibility {
  industry: boolean;
  jobExperience: boolean;
  payFrequency: boolean;
  paydays: boolean;
}

/** Without a job: Mexico's "No work" ("Sin trabajo") says what "Unemployed" does. */
export const isJobless = (employmentType: EmploymentType | '' | null | undefined) => employmentType === 'unemployed' || employmentType === 'noWork';

/** Unemployed hides industry; Unemployed and Self employed hide job experience, pay frequency and paydays. */
export function visibleWorkFields(employmentType: EmploymentType | '' | null | undefined): WorkFieldVisibility {
  const unemployed = isJobless(employmentType);
  const noPayroll = unemployed || employmentType === 'selfEmployed';
  return { industry: !unemployed, jobExperience: !noPayroll, payFrequency: !noPayroll, paydays: !noPayroll };
}

export type PaydayInput = 'dayOfMonth' | 'weekday';

export interface PaydayKind {
  first: PaydayInput;
  /** The second payday's input, or null when there is only one payday. */
  second: PaydayInput | null;
}

/**
 * Monthly & Biweekly: first payday a day of month 1-31; Weekly & Fourteen days: a weekday.
 * Biweekly adds a second day of month; Fourteen days a second weekday. Null before a frequency is chosen.
 */
export function paydayKind(payFrequency: PayFrequency | '' | null | undefined): PaydayKind | null {
  switch (payFrequency) {
    case 'monthly':
      return { first: 'dayOfMonth', second: null };
    case 'biweekly':
      return { first: 'dayOfMonth', second: 'dayOfMonth' };
    case 'weekly':
      return { first: 'weekday', second: null };
    case 'fourteenDays':
      return { first: 'weekday', second: 'weekday' };
    default:
      return null;
  }
}

export const DAYS_OF_MONTH: readonly number[] = Array.from({ length: 31 }, (_, index) => index + 1);
