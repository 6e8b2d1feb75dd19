import type { PersonalFields } from '../../services/kyc/personalInfo.fields';

/**
 * A Nigerian borrower's personal info as the app sends it to /user/saveBasicInfo (the state left to
 * the test); the flows harness's valid borrower is this one in Lagos.
 */
export const NIGERIAN_PERSONAL = {
  firstName: 'Chinedu', middleName: '', lastName: 'Okafor', gender: '1', birthday: '1990-05-17',
  education: 'bachelor', maritalStatus: 'single', whatsapp: '08031234567', sparePhone: '', email: 'chinedu.okafor@gmail.com',
  residenceType: 'rented', state: '', city: 'Ikeja', address: '12 Allen Avenue, Ikeja', postalCode: '',
  employmentType: 'employee', industry: 'ict', jobExperience: 'oneToThreeYears', monthlySalary: '50000to99999',
  payFrequency: 'monthly', payday: '25', paydayTwo: '', incomeSource: 'own',
  contact1Name: 'Ada Okafor', contact1Phone: '08051234567', contact1Relation: 'parent',
  contact2Name: 'Tunde Bello', contact2Phone: '08121234567', contact2Relation: 'friend',
} satisfies PersonalFields;
