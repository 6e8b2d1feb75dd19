import type { EmploymentType, PayFrequency } from '../validation/formRules';
import type { Option } from './types';

/** Option lists of the personal, work and contacts forms (SPEC section 3). */

export const GENDERS = [
  { value: '1', labelKey: 'Male' },
  { value: '2', labelKey: 'Female' },
] as const satisfies readonly Option[];

export const JOB_EXPERIENCE = [
  { value: 'lessThan1Year', labelKey: 'Under 1 year' },
  { value: 'oneToThreeYears', labelKey: '1-3 years' },
  { value: 'moreThan3Years', labelKey: 'Over 3 years' },
] as const satisfies readonly Option[];

export const RESIDENCE_TYPES = [
  { value: 'own', labelKey: 'Own' },
  { value: 'rented', labelKey: 'Rented' },
  // Its own key: in Spanish it agrees with "vivienda" (Otra), unlike the other lists' Otro.
  { value: 'other', labelKey: 'Other (residence)' },
] as const satisfies readonly Option[];

export const EMPLOYMENT_TYPES_ALL = [
  { value: 'employee', labelKey: 'Employee' },
  { value: 'selfEmployed', labelKey: 'Self employed' },
  { value: 'unemployed', labelKey: 'Unemployed' },
  { value: 'partTime', labelKey: 'Part time' },
  { value: 'student', labelKey: 'Student' },
  { value: 'freelance', labelKey: 'Freelance' },
  { value: 'noWork', labelKey: 'No work' },
  { value: 'other', labelKey: 'Other' },
] as const satisfies readonly Option<EmploymentType>[];

export const INCOME_SOURCES = [
  { value: 'own', labelKey: 'Own income' },
  { value: 'father', labelKey: 'Father' },
  { value: 'mother', labelKey: 'Mother' },
  { value: 'sibling', labelKey: 'Sibling' },
  { value: 'otherFamily', labelKey: 'Other family' },
] as const satisfies readonly Option[];

/** 16 industries (the source does not show its list; this one follows ISIC sections borrowers recognise). */
export const INDUSTRIES = [
  { value: 'agriculture', labelKey: 'Agriculture, fishing and forestry' },
  { value: 'manufacturing', labelKey: 'Manufacturing' },
  { value: 'construction', labelKey: 'Construction' },
  { value: 'trade', labelKey: 'Trade and retail' },
  { value: 'transport', labelKey: 'Transport and logistics' },
  { value: 'hospitality', labelKey: 'Hotels, restaurants and food' },
  { value: 'ict', labelKey: 'Information technology and telecoms' },
  { value: 'finance', labelKey: 'Banking, finance and insurance' },
  { value: 'realEstate', labelKey: 'Real estate' },
  { value: 'professional', labelKey: 'Professional services' },
  { value: 'government', labelKey: 'Government and public administration' },
  { value: 'education', labelKey: 'Education (industry)' },
  { value: 'health', labelKey: 'Health and social care' },
  { value: 'energy', labelKey: 'Oil, gas, mining and energy' },
  { value: 'media', labelKey: 'Arts, media and entertainment' },
  { value: 'otherServices', labelKey: 'Other services' },
] as const satisfies readonly Option[];

export const CONTACT_RELATIONS = [
  { value: 'colleague', labelKey: 'Colleague' },
  { value: 'classmate', labelKey: 'Classmate' },
  { value: 'parent', labelKey: 'Parent' },
  { value: 'spouse', labelKey: 'Spouse' },
  { value: 'sibling', labelKey: 'Sibling' },
  { value: 'child', labelKey: 'Child' },
  { value: 'friend', labelKey: 'Friend' },
  { value: 'other', labelKey: 'Other' },
] as const satisfies readonly Option[];

export const MARITAL_STATUSES = [
  { value: 'single', labelKey: 'Single' },
  { value: 'married', labelKey: 'Married' },
  { value: 'divorced', labelKey: 'Divorced' },
  { value: 'widowed', labelKey: 'Widowed' },
] as const satisfies readonly Option[];

export const EDUCATION_LEVELS = [
  { value: 'none', labelKey: 'None' },
  { value: 'primary', labelKey: 'Primary' },
  { value: 'secondary', labelKey: 'Secondary' },
  { value: 'highSchool', labelKey: 'High school, technical or graduate' },
  { value: 'bachelor', labelKey: 'Bachelor' },
  { value: 'master', labelKey: 'Master, post-graduate and above' },
] as const satisfies readonly Option[];

export const LOAN_PURPOSES = [
  { value: 'familyFunction', labelKey: 'Family function' },
  { value: 'travel', labelKey: 'Holiday or travel' },
  { value: 'education', labelKey: 'Education (loan purpose)' },
  { value: 'health', labelKey: 'Health' },
  { value: 'otherPersonal', labelKey: 'Other personal' },
] as const satisfies readonly Option[];

export const PAY_FREQUENCIES = [
  { value: 'weekly', labelKey: 'Weekly' },
  { value: 'fourteenDays', labelKey: 'Fourteen days' },
  { value: 'monthly', labelKey: 'Monthly' },
  { value: 'biweekly', labelKey: 'Biweekly' },
] as const satisfies readonly Option<PayFrequency>[];

export const CARD_TYPES = [
  { value: 'clabe', labelKey: 'CLABE' },
  { value: 'bankCard', labelKey: 'Bank card' },
] as const satisfies readonly Option[];

/** Monthly income ranges, in the market's currency. */
export const SALARY_RANGES = [
  { value: 'under30000', labelKey: 'Under 29,999' },
  { value: '30000to49999', labelKey: '30,000 - 49,999' },
  { value: '50000to99999', labelKey: '50,000 - 99,999' },
  { value: '100000to149999', labelKey: '100,000 - 149,999' },
  { value: 'over150000', labelKey: 'Over 150,000' },
] as const satisfies readonly Option[];

/** Weekdays for weekly paydays; value is ISO weekday number (1 Monday .. 7 Sunday). */
export const WEEKDAYS = [
  { value: '1', labelKey: 'Monday' },
  { value: '2', labelKey: 'Tuesday' },
  { value: '3', labelKey: 'Wednesday' },
  { value: '4', labelKey: 'Thursday' },
  { value: '5', labelKey: 'Friday' },
  { value: '6', labelKey: 'Saturday' },
  { value: '7', labelKey: 'Sunday' },
] as const satisfies readonly Option[];
