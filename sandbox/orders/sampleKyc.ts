import type { PersonalFields } from '../../services/kyc/personalInfo.fields';
import { personalPayload } from '../../services/kyc/personalInfo.rules';
import { additionalPayload } from '../../services/kyc/additionalInfo.rules';
import type { QuestionId } from '../../services/options/questionnaire';
import { nubanCheckDigit } from '../../services/validation/nuban';
import type { Market } from '../phone';

/**
 * Valid sample answers for every KYC step, written into the profile by the `completeKyc` control so
 * that QA can skip straight to Confirm. Profile keys: basicInfo (every personal-info field, built with
 * the KYC area's own `personalPayload`), additionalInfo, identity, questionnaire, bankCard (the keys
 * the KYC routes write). tests/sandbox/sampleKyc.test.ts checks them against the app's rules.
 */
function ngAccountNumber(bankCode: string, serial: string): string {
  return `${serial}${nubanCheckDigit(bankCode, serial) ?? 0}`;
}

/** Every personal-info field (basic, residence, work, contacts) with valid values, in the KYC area's own shape. */
export function samplePersonalFields(market: Market): PersonalFields {
  const shared = {
    middleName: '',
    gender: '2',
    education: 'bachelor',
    sparePhone: '',
    residenceType: 'rented',
    employmentType: 'employee',
    jobExperience: 'moreThan3Years',
    incomeSource: 'own',
    contact1Relation: 'spouse',
    contact2Relation: 'sibling',
  };
  if (market === 'mx') {
    return {
      ...shared,
      firstName: 'Maria', lastName: 'Lopez', birthday: '1989-06-08', maritalStatus: 'married',
      whatsapp: '5512345678', email: 'maria.lopez@gmail.com',
      state: 'CMX', city: 'Coyoacán', address: 'Av. Universidad 1200', postalCode: '04510',
      industry: 'education', monthlySalary: '30000to49999', payFrequency: 'biweekly', payday: '15', paydayTwo: '30',
      contact1Name: 'Jose Lopez', contact1Phone: '5587654321', contact2Name: 'Ana Ruiz', contact2Phone: '5511223344',
    };
  }
  return {
    ...shared,
    firstName: 'Ada', lastName: 'Okafor', birthday: '1990-05-14', maritalStatus: 'married',
    whatsapp: '8034567890', email: 'ada.okafor@gmail.com',
    state: 'LA', city: 'Ikeja', address: '12 Allen Avenue', postalCode: '',
    industry: 'trade', monthlySalary: '50000to99999', payFrequency: 'monthly', payday: '25', paydayTwo: '',
    contact1Name: 'Chidi Okafor', contact1Phone: '8051234567', contact2Name: 'Ngozi Eze', contact2Phone: '9061234567',
  };
}

/** An answer to each of the 11 credit questions (option codes of services/options/questionnaire.ts). */
export const SAMPLE_QUESTIONNAIRE: Record<QuestionId, string> = {
  missedLoanLast6Months: 'no',
  inCreditBureau: 'yes',
  selfRatedCreditworthiness: 'good',
  currentLender: 'none',
  overdueLender: 'none',
  maxDaysLate: 'never',
  totalDebt: 'none',
  digitalLoansEver: '1',
  digitalLoansActive: '0',
  digitalLoansRepaidOnTime: '1',
  digitalLoansOverdue: '0',
};

/** Every additional-info field of the market, valid by the same schema `/user/submit` applies. */
export function sampleAdditionalFields(market: Market): Record<string, string> {
  const common = { loanPurpose: market === 'mx' ? 'education' : 'health', designation: market === 'mx' ? 'Contador' : 'Accountant' };
  if (market === 'mx') {
    return { ...common, companyName: 'Abarrotes Lopez SA', companyPhone: '5512345678', workAddress: 'Av. Universidad 1200, Coyoacan', curp: 'AAMG890608HDFLJL00', rfc: '', nss: '' };
  }
  return { ...common, companyName: 'Allen Foods Ltd', companyPhone: '08031234567', workAddress: '12 Allen Avenue, Ikeja' };
}

export function sampleKycProfile(market: Market): Record<string, unknown> {
  const questionnaire = { ...SAMPLE_QUESTIONNAIRE };
  const basicInfo = personalPayload(samplePersonalFields(market), market);
  if (market === 'mx') {
    return {
      basicInfo,
      additionalInfo: additionalPayload('mx', sampleAdditionalFields('mx')),
      identity: { curp: 'AAMG890608HDFLJL00', frontUploaded: true, backUploaded: true, faceUploaded: true },
      questionnaire,
      bankCard: { cardType: 'clabe', bankName: 'Banamex', bankCode: '002', accountNumber: '002115016003269411', holderName: 'Maria Lopez' },
    };
  }
  return {
    basicInfo,
    additionalInfo: additionalPayload('ng', sampleAdditionalFields('ng')),
    identity: { bvn: '22212345678', frontUploaded: true, backUploaded: true, faceUploaded: true },
    questionnaire,
    bankCard: {
      cardType: 'bankCard',
      bankName: 'Guaranty Trust Bank',
      bankCode: '058',
      accountNumber: ngAccountNumber('058', '012345678'),
      holderName: 'Ada Okafor',
    },
  };
}
