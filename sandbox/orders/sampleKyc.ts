import { nubanCheckDigit } from '../../services/validation/nuban';
import type { Market } from '../phone';

/**
 * Valid sample answers for every KYC step, written into the profile by the `completeKyc` control so
 * that QA can skip straight to Confirm. Profile keys: basicInfo, additionalInfo, identity,
 * questionnaire, bankCard (the KYC routes read and write the same keys).
 */
function ngAccountNumber(bankCode: string, serial: string): string {
  return `${serial}${nubanCheckDigit(bankCode, serial) ?? 0}`;
}

export function sampleKycProfile(market: Market): Record<string, unknown> {
  const questionnaire = {
    missedLoanLast6Months: 'no',
    inCreditBureau: 'yes',
    creditworthiness: 'good',
    currentLender: 'none',
    pastOverdueLender: 'none',
    maxDaysLate: 'never',
    totalDebt: 'none',
    digitalLoansEver: '1',
    digitalLoansActive: 'none',
    digitalLoansRepaidOnTime: '1',
    digitalLoansOverdue: 'none',
  };
  if (market === 'mx') {
    return {
      basicInfo: {
        firstName: 'Maria', middleName: '', lastName: 'Lopez', gender: 2, birthday: '1989-06-08',
        education: 'bachelor', maritalStatus: 'single', loanPurpose: 'education',
        email: 'maria.lopez@gmail.com', whatsappNo: '5512345678', sparePhone: '',
      },
      additionalInfo: {
        residenceType: 'rented', state: 'Ciudad de México', city: 'Coyoacán', address: 'Av. Universidad 1200',
        employmentType: 'Employee', industryCategory: 'education', jobExperience: 'over3Years',
        monthlySalary: '30000-49999', payFrequency: 'Biweekly', monthlyPayday: 15, monthlyPaydayTwo: 30,
        emergencyContactName1: 'Jose Lopez', emergencyContactMobile1: '5587654321', emergencyContactRelation1: 'parents',
        emergencyContactName2: 'Ana Ruiz', emergencyContactMobile2: '5511223344', emergencyContactRelation2: 'friends',
      },
      identity: { curp: 'AAMG890608HDFLJL00', rfc: '', nss: '', frontUploaded: true, backUploaded: true, faceUploaded: true },
      questionnaire,
      bankCard: { cardType: 'CLABE', bankName: 'BBVA México', bankCode: '012', clabe: '032180000118359719', holderName: 'Maria Lopez' },
    };
  }
  return {
    basicInfo: {
      firstName: 'Ada', middleName: '', lastName: 'Okafor', gender: 2, birthday: '1990-05-14',
      education: 'bachelor', maritalStatus: 'married', loanPurpose: 'health',
      email: 'ada.okafor@gmail.com', whatsappNo: '8034567890', sparePhone: '',
    },
    additionalInfo: {
      residenceType: 'rented', state: 'Lagos', city: 'Ikeja', address: '12 Allen Avenue',
      employmentType: 'Employee', industryCategory: 'trade', jobExperience: 'over3Years',
      monthlySalary: '50000-99999', payFrequency: 'Monthly', monthlyPayday: 25,
      emergencyContactName1: 'Chidi Okafor', emergencyContactMobile1: '8051234567', emergencyContactRelation1: 'spouse',
      emergencyContactName2: 'Ngozi Eze', emergencyContactMobile2: '9061234567', emergencyContactRelation2: 'siblings',
    },
    identity: { bvn: '22212345678', frontUploaded: true, backUploaded: true, faceUploaded: true },
    questionnaire,
    bankCard: { cardType: 'bankAccount', bankName: 'Guaranty Trust Bank', bankCode: '058', accountNumber: ngAccountNumber('058', '012345678'), holderName: 'Ada Okafor' },
  };
}
