/**
 * The personal-information form (SPEC sections 2-3): its fields, grouped by the wizard's four parts.
 * Values are the strings the inputs hold (option codes for selections, ISO 'YYYY-MM-DD' for the
 * birthday). Names follow the shared schemas in services/validation/schemas.
 */
export const PERSONAL_PARTS = ['basic', 'residence', 'work', 'contacts'] as const;
export type PersonalPart = (typeof PERSONAL_PARTS)[number];

export const PERSONAL_FIELDS_BY_PART = {
  basic: [
    'firstName', 'middleName', 'lastName', 'gender', 'birthday',
    'education', 'maritalStatus', 'whatsapp', 'sparePhone', 'email',
  ],
  residence: ['residenceType', 'state', 'city', 'address', 'postalCode'],
  work: ['employmentType', 'industry', 'jobExperience', 'monthlySalary', 'payFrequency', 'payday', 'paydayTwo', 'incomeSource'],
  contacts: ['contact1Name', 'contact1Phone', 'contact1Relation', 'contact2Name', 'contact2Phone', 'contact2Relation'],
} as const;

export type PersonalField = (typeof PERSONAL_FIELDS_BY_PART)[PersonalPart][number];
export type PersonalFields = Record<PersonalField, string>;

export const PERSONAL_FIELDS: readonly PersonalField[] = PERSONAL_PARTS.flatMap(
  (part) => PERSONAL_FIELDS_BY_PART[part] as readonly PersonalField[],
);

export function emptyPersonalFields(): PersonalFields {
  return Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, ''])) as PersonalFields;
}

export function partOfField(field: PersonalField): PersonalPart {
  return PERSONAL_PARTS.find((part) => (PERSONAL_FIELDS_BY_PART[part] as readonly string[]).includes(field)) ?? 'basic';
}

export function pickPart(fields: PersonalFields, part: PersonalPart): Record<string, string> {
  return Object.fromEntries(PERSONAL_FIELDS_BY_PART[part].map((field) => [field, fields[field]]));
}
