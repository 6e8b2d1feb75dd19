/**
 * Every error code a schema can produce. ui/ maps each to an en/es message; a test checks the mapping
 * covers this list. 'select.required:<field>' reads "please select <field>".
 */
export const SELECT_FIELDS = [
  'gender', 'birthday', 'education', 'maritalStatus', 'residenceType', 'state', 'city', 'employmentType',
  'industry', 'jobExperience', 'monthlySalary', 'payFrequency', 'payday', 'paydayTwo', 'incomeSource',
  'relation', 'loanPurpose', 'bank', 'cardType',
] as const;

export type SelectField = (typeof SELECT_FIELDS)[number];

// Pure: only the tests read the list; without the mark the `.map` keeps it in the bundle.
export const VALIDATION_CODES = /* @__PURE__ */ (() => [
  ...SELECT_FIELDS.map((field) => `select.required:${field}` as const),
  'name.required',
  'name.tooShort',
  'name.tooLong',
  'name.invalidChars',
  'name.lettersAToZ',
  'birthday.outOfRange',
  'email.empty',
  'email.verify',
  'whatsapp.required',
  'whatsapp.format',
  'sparePhone.format',
  'address.required',
  'address.length',
  'city.needsState',
  'postalCode.invalid',
  'companyName.required',
  'companyPhone.required',
  'companyPhone.format',
  'designation.required',
  'workAddress.required',
  'workAddress.length',
  'postalCode.invalidNg',
  'linkedin.format',
  'facebook.format',
  'contactName.required',
  'contactPhone.required',
  'contactPhone.format',
  'contacts.sameRelation',
  'contacts.samePhone',
  'curp.required',
  'curp.format',
  'rfc.format',
  'nss.format',
  'bank.accountRequired',
  'bank.nuban',
  'bank.clabe',
  'bank.card',
  'card.validPeriodRequired',
  'card.validPeriodFormat',
  'card.expired',
  'card.cvcFormat',
  'bank.confirmMismatch',
  'bvn.required',
  'bvn.invalid',
  'cardHolder.required',
  'questionnaire.unanswered',
] as const)();

export type ValidationCode = (typeof VALIDATION_CODES)[number];

export function selectRequired(field: SelectField): ValidationCode {
  return `select.required:${field}`;
}
