import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SelectField, ValidationCode } from '../../services/validation/schemas/codes';
import type { SubmitError } from '../../machines/shared/submitError';

/** "Please select X" for every select of the KYC forms (SPEC section 5 toasts, shown inline). */
const SELECT_MESSAGES: Readonly<Record<SelectField, MessageDescriptor>> = {
  gender: msg`Please select your gender`,
  birthday: msg`Please select your date of birth`,
  education: msg`Please select your education`,
  maritalStatus: msg`Please select your marital status`,
  residenceType: msg`Please select your residence type`,
  state: msg`Please select State`,
  city: msg`Please select your district`,
  employmentType: msg`Please select your employment type`,
  industry: msg`Please select your industry`,
  jobExperience: msg`Please select your job experience`,
  monthlySalary: msg`Please select your monthly income`,
  payFrequency: msg`Please select your pay frequency`,
  payday: msg`Please select your payday`,
  paydayTwo: msg`Please select your second payday`,
  incomeSource: msg`Please select your income source`,
  relation: msg`Please select the relationship`,
  loanPurpose: msg`Please select the loan purpose`,
  bank: msg`Please select your bank`,
  cardType: msg`Please select the card type`,
};

type PlainCode = Exclude<ValidationCode, `select.required:${string}`>;

const MESSAGES: Readonly<Record<PlainCode, MessageDescriptor>> = {
  'name.required': msg`Please input your name`,
  'name.tooShort': msg`The name must have at least 3 letters`,
  'name.tooLong': msg`The name is too long`,
  'name.invalidChars': msg`Use letters only; other characters are not allowed`,
  'name.lettersAToZ': msg`Use the letters A to Z only, without accents or other characters`,
  'birthday.outOfRange': msg`You must be at least 18 and under 83 years old`,
  'email.empty': msg`Please input your email`,
  'email.verify': msg`Email verification failed: the mailbox format is incorrect, it cannot contain spaces or other characters`,
  'whatsapp.required': msg`Please input your WhatsApp number`,
  'whatsapp.format': msg`Enter a valid mobile number, digits only`,
  'sparePhone.format': msg`Enter a valid alternative phone number, digits only`,
  'address.required': msg`Please input your address`,
  'address.length': msg`The address must be 2 to 100 characters`,
  'city.needsState': msg`Please select State first`,
  'postalCode.invalid': msg`Invalid postal code: use 5 digits`,
  'companyName.required': msg`Please input the company name`,
  'companyPhone.required': msg`Please input the company phone`,
  'companyPhone.format': msg`Enter a valid company phone number`,
  'designation.required': msg`Please input your designation`,
  'workAddress.required': msg`Please input your work address`,
  'workAddress.length': msg`The work address must be 2 to 100 characters`,
  'postalCode.invalidNg': msg`Invalid postal code: use 6 digits`,
  'linkedin.format': msg`Enter your LinkedIn profile link or name, e.g. linkedin.com/in/your-name`,
  'facebook.format': msg`Enter your Facebook profile link or username, e.g. facebook.com/your.name`,
  'contactName.required': msg`Please input the contact's name`,
  'contactPhone.required': msg`Please input the contact's phone number`,
  'contactPhone.format': msg`Enter a valid mobile number for this contact`,
  'contacts.sameRelation': msg`The two contacts must have different relationships`,
  'contacts.samePhone': msg`Repeated contacts: the two phone numbers must differ`,
  'curp.required': msg`Please input your CURP`,
  'curp.format': msg`The CURP format is incorrect: 18 letters and digits`,
  'rfc.format': msg`The RFC must be 13 letters and digits`,
  // Also for 11 digits whose check digit does not match: the borrower reads it again, not counts it.
  'nss.format': msg`Enter your 11-digit NSS exactly as it appears on your documents`,
  'bank.accountRequired': msg`Please input the account number`,
  'bank.nuban': msg`Enter a valid 10-digit account number for this bank`,
  'bank.clabe': msg`Enter a valid 18-digit CLABE`,
  'bank.card': msg`Enter a valid 16-digit debit card number`,
  'card.validPeriodRequired': msg`Please input the card's valid period (MM/YY)`,
  'card.validPeriodFormat': msg`Enter the valid period as it is printed on the card: month and year, MM/YY`,
  'card.expired': msg`This card has expired: use a card that is still valid`,
  'card.cvcFormat': msg`The CVC is the 3 or 4 digits on the back of the card`,
  'bank.confirmMismatch': msg`The two bank card numbers do not match`,
  'bvn.required': msg`Please input your BVN`,
  'bvn.invalid': msg`Incorrect BVN input: 11 digits`,
  'cardHolder.required': msg`Please input the card holder's name`,
  'questionnaire.unanswered': msg`Please answer this question`,
};

export function validationMessage(code: ValidationCode): MessageDescriptor {
  if (code.startsWith('select.required:')) {
    return SELECT_MESSAGES[code.slice('select.required:'.length) as SelectField];
  }
  return MESSAGES[code as PlainCode];
}

const FAULT_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  offline: msg`You appear to be offline. Your information is saved; try again when you are connected.`,
  timeout: msg`Request timed out. Your information is saved.`,
  network: msg`Network failed. Your information is saved; try again.`,
};

/** A failed submit as text: the server's own message as plain text, or a fault message. */
export function submitErrorMessage(error: SubmitError): MessageDescriptor | string {
  if (error.kind === 'business') return error.serverMessage || msg`Request failed, try again`;
  return FAULT_MESSAGES[error.reason] ?? msg`Request failed, try again`;
}
