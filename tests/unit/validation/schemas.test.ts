import { describe, expect, it } from 'vitest';
import {
  VALIDATION_CODES,
  additionalSchema,
  bankCardMxSchema,
  bankCardNgSchema,
  basicInfoSchema,
  contactsSchema,
  questionnaireSchema,
  residenceSchema,
  validateForm,
  workSchema,
  type FieldErrors,
} from '../../../services/validation/schemas';
import { QUESTION_IDS } from '../../../services/options';

const seen = new Set<string>();
function errorsOf(result: { ok: boolean; errors?: FieldErrors }): FieldErrors {
  const errors = result.ok ? {} : (result.errors ?? {});
  for (const code of Object.values(errors)) if (code) seen.add(code);
  return errors;
}

const TODAY = '2026-11-21';
const validBasic = {
  firstName: 'Chioma',
  middleName: '',
  lastName: 'Okafor',
  gender: '2',
  birthday: '1995-06-15',
  education: 'bachelor',
  maritalStatus: 'single',
  whatsapp: '08034567890',
  sparePhone: '',
  email: 'chioma@outlook.com',
};

describe('basicInfoSchema', () => {
  const schema = basicInfoSchema({ market: 'ng', today: TODAY, emailPolicy: 'any' });

  it('accepts a complete form and normalises the email', () => {
    const result = validateForm(schema, { ...validBasic, email: ' chioma @outlook.com' });
    expect(result).toMatchObject({ ok: true, value: { email: 'chioma@outlook.com' } });
  });

  it('reports one code per field', () => {
    const errors = errorsOf(
      validateForm(schema, {
        firstName: 'Jo',
        middleName: 'X1',
        lastName: '',
        gender: '',
        birthday: '2010-01-01',
        education: 'phd',
        maritalStatus: '',
        whatsapp: '0803',
        sparePhone: 'abc',
        email: '',
      }),
    );
    expect(errors).toEqual({
      firstName: 'name.tooShort',
      middleName: 'name.lettersAToZ',
      lastName: 'name.required',
      gender: 'select.required:gender',
      birthday: 'birthday.outOfRange',
      education: 'select.required:education',
      maritalStatus: 'select.required:maritalStatus',
      whatsapp: 'whatsapp.format',
      sparePhone: 'sparePhone.format',
      email: 'email.empty',
    });
  });

  it('asks for a birthday and a WhatsApp number when empty', () => {
    const errors = errorsOf(validateForm(schema, { ...validBasic, birthday: '', whatsapp: '' }));
    expect(errors).toEqual({ birthday: 'select.required:birthday', whatsapp: 'whatsapp.required' });
  });

  it('accepts someone who turns 18 today and rejects someone who turns 18 tomorrow', () => {
    expect(validateForm(schema, { ...validBasic, birthday: '2008-11-21' }).ok).toBe(true);
    expect(errorsOf(validateForm(schema, { ...validBasic, birthday: '2008-11-22' }))).toEqual({
      birthday: 'birthday.outOfRange',
    });
  });

  it('gives email.verify for a malformed address, and for outlook only under the strict policy', () => {
    expect(errorsOf(validateForm(schema, { ...validBasic, email: 'chioma@' }))).toEqual({ email: 'email.verify' });
    const strict = basicInfoSchema({ market: 'ng', today: TODAY, emailPolicy: 'gmailYahooOnly' });
    expect(errorsOf(validateForm(strict, validBasic))).toEqual({ email: 'email.verify' });
  });

  it('accepts accented names in Mexico but flags them in Nigeria', () => {
    const mx = basicInfoSchema({ market: 'mx', today: TODAY, emailPolicy: 'any' });
    const mxValues = { ...validBasic, firstName: 'José', lastName: 'Núñez', whatsapp: '5512345678' };
    expect(validateForm(mx, mxValues).ok).toBe(true);
    expect(errorsOf(validateForm(schema, { ...validBasic, firstName: 'José' }))).toEqual({
      firstName: 'name.lettersAToZ',
    });
  });
});

describe('residenceSchema', () => {
  const schema = residenceSchema({
    market: 'mx',
    states: ['JAL', 'CDMX'],
    citiesOf: (state) => (state === 'JAL' ? ['Guadalajara', 'Zapopan'] : ['Coyoacán']),
  });
  const valid = { residenceType: 'rented', state: 'JAL', city: 'Zapopan', address: 'Av. Patria 100', postalCode: '45110' };

  it('accepts a complete form', () => {
    expect(validateForm(schema, valid).ok).toBe(true);
  });

  it('says "select state" when a city comes without a state', () => {
    expect(errorsOf(validateForm(schema, { ...valid, state: '' }))).toEqual({
      state: 'select.required:state',
      city: 'city.needsState',
    });
  });

  it('a district not chosen yet says to choose the state first when there is none, else to choose the district', () => {
    expect(errorsOf(validateForm(schema, { ...valid, state: '', city: '' }))).toEqual({
      state: 'select.required:state',
      city: 'city.needsState',
    });
    expect(errorsOf(validateForm(schema, { ...valid, city: '' }))).toEqual({ city: 'select.required:city' });
  });

  it('rejects a city of another state, a short address and a bad postal code', () => {
    expect(
      errorsOf(validateForm(schema, { ...valid, city: 'Coyoacán', address: 'A', postalCode: '4511' })),
    ).toEqual({ city: 'select.required:city', address: 'address.length', postalCode: 'postalCode.invalid' });
  });

  it('requires an address and a city', () => {
    expect(errorsOf(validateForm(schema, { ...valid, city: '', address: '  ' }))).toEqual({
      city: 'select.required:city',
      address: 'address.required',
    });
  });

  it('requires the residence type', () => {
    expect(errorsOf(validateForm(schema, { ...valid, residenceType: '' }))).toEqual({ residenceType: 'select.required:residenceType' });
  });
});

describe('workSchema (SPEC section 4 dependencies)', () => {
  const mx = workSchema({ market: 'mx' });
  const base = {
    employmentType: 'employee',
    industry: 'ict',
    jobExperience: 'oneToThreeYears',
    monthlySalary: '30000to49999',
    payFrequency: 'monthly',
    payday: '15',
    paydayTwo: '',
    incomeSource: 'own',
  };

  it('accepts an employee paid monthly', () => {
    expect(validateForm(mx, base).ok).toBe(true);
  });

  it.each(['unemployed', 'noWork'])('does not require hidden fields without a job (%s)', (employmentType) => {
    const jobless = { ...base, employmentType, industry: '', jobExperience: '', payFrequency: '', payday: '' };
    expect(validateForm(mx, jobless).ok).toBe(true);
  });

  it('the self-employed still need an industry but no pay schedule', () => {
    const selfEmployed = { ...base, employmentType: 'selfEmployed', industry: '', jobExperience: '', payFrequency: '', payday: '' };
    expect(errorsOf(validateForm(mx, selfEmployed))).toEqual({ industry: 'select.required:industry' });
  });

  it('requires every visible field for an employee', () => {
    const empty = { ...base, industry: '', jobExperience: '', payFrequency: '', payday: '', monthlySalary: '', incomeSource: '' };
    expect(errorsOf(validateForm(mx, empty))).toEqual({
      industry: 'select.required:industry',
      jobExperience: 'select.required:jobExperience',
      payFrequency: 'select.required:payFrequency',
      monthlySalary: 'select.required:monthlySalary',
      incomeSource: 'select.required:incomeSource',
    });
  });

  it('biweekly needs two days of the month; fourteen days needs two weekdays', () => {
    expect(errorsOf(validateForm(mx, { ...base, payFrequency: 'biweekly', payday: '1', paydayTwo: '' }))).toEqual({
      paydayTwo: 'select.required:paydayTwo',
    });
    expect(validateForm(mx, { ...base, payFrequency: 'biweekly', payday: '1', paydayTwo: '16' }).ok).toBe(true);
    expect(errorsOf(validateForm(mx, { ...base, payFrequency: 'fourteenDays', payday: '15', paydayTwo: '3' }))).toEqual({
      payday: 'select.required:payday',
    });
    expect(validateForm(mx, { ...base, payFrequency: 'fourteenDays', payday: '5', paydayTwo: '5' }).ok).toBe(true);
    expect(errorsOf(validateForm(mx, { ...base, payFrequency: 'weekly', payday: '32' }))).toEqual({
      payday: 'select.required:payday',
    });
  });

  it('offers Nigeria only the three employment types', () => {
    expect(errorsOf(validateForm(workSchema({ market: 'ng' }), { ...base, employmentType: 'student' }))).toEqual({
      employmentType: 'select.required:employmentType',
    });
  });
});

describe('contactsSchema', () => {
  const schema = contactsSchema({ market: 'ng' });
  const valid = {
    contact1: { name: 'Ngozi 😀', phone: '+234 0803 456 7890', relation: 'parent' },
    contact2: { name: 'Emeka', phone: '(0806) 111-2222', relation: 'friend' },
  };

  it('accepts and normalises picked phones (FAULTS F35)', () => {
    expect(validateForm(schema, valid)).toMatchObject({
      ok: true,
      value: { contact1: { phone: '8034567890' }, contact2: { phone: '8061112222' } },
    });
  });

  it('rejects the same phone in two formats and the same relation twice', () => {
    const duplicate = {
      contact1: { ...valid.contact1, relation: 'friend' },
      contact2: { ...valid.contact2, phone: '2340803 456 7890' },
    };
    expect(errorsOf(validateForm(schema, duplicate))).toEqual({
      'contact2.relation': 'contacts.sameRelation',
      'contact2.phone': 'contacts.samePhone',
    });
  });

  it('reports missing and invalid fields per contact', () => {
    expect(
      errorsOf(validateForm(schema, { contact1: { name: '', phone: '', relation: '' }, contact2: { ...valid.contact2, phone: '0700 123 4567' } })),
    ).toEqual({
      'contact1.name': 'contactName.required',
      'contact1.phone': 'contactPhone.required',
      'contact1.relation': 'select.required:relation',
      'contact2.phone': 'contactPhone.format',
    });
  });
});

describe('additionalSchema', () => {
  const valid = {
    loanPurpose: 'health', companyName: 'Bimbo', companyPhone: '33 1234 5678', designation: 'Vendedor', workAddress: 'Av. Vallarta 1000, Guadalajara',
  };

  // CURP/RFC/NSS vectors: python-stdnum doctests and nihilipster.dev (see curp/rfc/nss tests).
  it('requires a valid CURP in Mexico and accepts optional RFC/NSS', () => {
    const mx = additionalSchema({ market: 'mx' });
    expect(validateForm(mx, { ...valid, curp: 'hegg560427mvzrrl04', rfc: '', nss: '' })).toMatchObject({
      ok: true,
      value: { curp: 'HEGG560427MVZRRL04' },
    });
    expect(validateForm(mx, { ...valid, curp: 'HEGG560427MVZRRL04', rfc: 'XAXX010101000', nss: '12345678903' }).ok).toBe(true);
    expect(errorsOf(validateForm(mx, { ...valid, curp: '', rfc: 'ABCD123456', nss: '12345678904' }))).toEqual({
      curp: 'curp.required',
      rfc: 'rfc.format',
      nss: 'nss.format',
    });
    expect(errorsOf(validateForm(mx, { ...valid, curp: 'PEGL890909MJCRMS09' }))).toEqual({ curp: 'curp.format' });
    // A borrower is a persona física: a 12-character company RFC (python-stdnum list) is not accepted here.
    expect(errorsOf(validateForm(mx, { ...valid, curp: 'HEGG560427MVZRRL04', rfc: 'MUÑ110218LJ6' }))).toEqual({ rfc: 'rfc.format' });
    // A real RFC failing its check digit (python-stdnum, SAT-confirmed) is still accepted.
    expect(validateForm(mx, { ...valid, curp: 'HEGG560427MVZRRL04', rfc: 'BABC300126Q66' }).ok).toBe(true);
  });

  it('sends the employer phone digits only, and what it sends passes the same check again (the server re-checks it)', () => {
    const ng = additionalSchema({ market: 'ng' });
    expect(validateForm(ng, { ...valid, companyPhone: '+234 (0) 803-123-4567' })).toMatchObject({ ok: true, value: { companyPhone: '23408031234567' } });
    for (const typed of ['01 234 5678', '023412345', '+234 (0) 803-123-4567', '0234 1234 567']) {
      const sent = validateForm(ng, { ...valid, companyPhone: typed });
      expect(sent.ok, typed).toBe(true);
      const again = validateForm(ng, { ...valid, companyPhone: (sent as { value: { companyPhone: string } }).value.companyPhone });
      expect(again.ok, `${typed} sent, then checked again`).toBe(true);
    }
  });

  it('requires the employer fields', () => {
    const ng = additionalSchema({ market: 'ng' });
    expect(errorsOf(validateForm(ng, { loanPurpose: '', companyName: ' ', companyPhone: '12', designation: '', workAddress: '' }))).toEqual({
      loanPurpose: 'select.required:loanPurpose',
      companyName: 'companyName.required',
      companyPhone: 'companyPhone.format',
      designation: 'designation.required',
      workAddress: 'workAddress.required',
    });
    expect(errorsOf(validateForm(ng, { ...valid, workAddress: 'x' }))).toEqual({ workAddress: 'workAddress.length' });
    expect(errorsOf(validateForm(ng, { ...valid, companyPhone: '' }))).toEqual({ companyPhone: 'companyPhone.required' });
  });

  it('asks no employer of a borrower without a job: the loan purpose alone is required', () => {
    const jobless = additionalSchema({ market: 'ng', jobless: true });
    expect(errorsOf(validateForm(jobless, { loanPurpose: '' }))).toEqual({ loanPurpose: 'select.required:loanPurpose' });
    expect(validateForm(jobless, { loanPurpose: 'health' })).toMatchObject({ ok: true, value: { loanPurpose: 'health' } });
    // What was typed for an employer before is not sent.
    expect((validateForm(jobless, { loanPurpose: 'health', companyName: 'Acme' }) as { value: object }).value).not.toHaveProperty('companyName');
  });

  it('checks the optional work postal code by market and the social profiles', () => {
    const ng = additionalSchema({ market: 'ng' });
    const mx = additionalSchema({ market: 'mx' });
    const curp = 'HEGG560427MVZRRL04';
    expect(validateForm(ng, { ...valid, workPostalCode: '100001', linkedin: 'linkedin.com/in/ada-okafor', facebook: 'ada.okafor' }).ok).toBe(true);
    expect(errorsOf(validateForm(ng, { ...valid, workPostalCode: '04510', linkedin: 'a b', facebook: 'x' }))).toEqual({
      workPostalCode: 'postalCode.invalidNg',
      linkedin: 'linkedin.format',
      facebook: 'facebook.format',
    });
    expect(validateForm(mx, { ...valid, curp, workPostalCode: '04510' }).ok).toBe(true);
    expect(errorsOf(validateForm(mx, { ...valid, curp, workPostalCode: '100001' }))).toEqual({ workPostalCode: 'postalCode.invalid' });
  });
});

describe('bank card schemas', () => {
  // Source: CBN NUBAN proposals v0.4 (2010): First Bank (011) account 0000014579.
  const ng = bankCardNgSchema();
  const ngValid = { bankCode: '011', accountNumber: '0000014579', accountNumberConfirm: '0000014579', holderName: 'Chioma Okafor', bvn: '22123456789' };

  it('accepts a Nigerian account with a matching confirmation', () => {
    expect(validateForm(ng, ngValid).ok).toBe(true);
  });

  it('gives bank.nuban, bank.confirmMismatch, bvn.invalid and cardHolder.required', () => {
    expect(errorsOf(validateForm(ng, { ...ngValid, accountNumber: '0000014578', accountNumberConfirm: '0000014578' }))).toEqual({
      accountNumber: 'bank.nuban',
    });
    expect(errorsOf(validateForm(ng, { ...ngValid, accountNumberConfirm: '0000014570', bvn: '123', holderName: '' }))).toEqual({
      accountNumberConfirm: 'bank.confirmMismatch',
      bvn: 'bvn.invalid',
      holderName: 'cardHolder.required',
    });
    expect(errorsOf(validateForm(ng, { ...ngValid, bankCode: '', accountNumber: '', bvn: '' }))).toMatchObject({
      bankCode: 'select.required:bank',
      accountNumber: 'bank.accountRequired',
      bvn: 'bvn.required',
    });
  });

  // Sources: django-localflavor tests (CLABE 002115016003269411); Stripe docs test card 4242424242424242.
  const mx = bankCardMxSchema();
  const mxClabe = { cardType: 'clabe', accountNumber: '002 115 01600326941 1', accountNumberConfirm: '002115016003269411', holderName: 'Gloria Hernández', curp: 'HEGG560427MVZRRL04' };

  it('accepts a CLABE and a debit card, spaces ignored', () => {
    expect(validateForm(mx, mxClabe).ok).toBe(true);
    const card = { ...mxClabe, cardType: 'bankCard', accountNumber: '4242 4242 4242 4242', accountNumberConfirm: '4242424242424242', validPeriod: '09/28' };
    expect(validateForm(mx, card).ok).toBe(true);
    expect(validateForm(mx, { ...card, validPeriod: '0928', cvc: '123' }).ok).toBe(true);
  });

  it('asks a debit card for its valid period, as printed, and a CVC of 3 or 4 digits if one is given; a CLABE for neither', () => {
    const card = { ...mxClabe, cardType: 'bankCard', accountNumber: '4242424242424242', accountNumberConfirm: '4242424242424242' };
    expect(errorsOf(validateForm(mx, card))).toEqual({ validPeriod: 'card.validPeriodRequired' });
    expect(errorsOf(validateForm(mx, { ...card, validPeriod: '13/28' }))).toEqual({ validPeriod: 'card.validPeriodFormat' });
    expect(errorsOf(validateForm(mx, { ...card, validPeriod: '9/28' }))).toEqual({ validPeriod: 'card.validPeriodFormat' });
    expect(errorsOf(validateForm(mx, { ...card, validPeriod: '09/28', cvc: '12' }))).toEqual({ cvc: 'card.cvcFormat' });
    expect(validateForm(mx, { ...card, validPeriod: '09 / 2028', cvc: '1234' }).ok).toBe(true);
    expect(validateForm(mx, { ...mxClabe, validPeriod: '', cvc: '' }).ok).toBe(true);
  });

  it('refuses a card whose valid period is over, judged on the given date: valid through the end of its month', () => {
    const card = { ...mxClabe, cardType: 'bankCard', accountNumber: '4242424242424242', accountNumberConfirm: '4242424242424242' };
    const onTheDay = bankCardMxSchema('2026-11-30');
    expect(validateForm(onTheDay, { ...card, validPeriod: '11/26' }).ok).toBe(true);
    expect(errorsOf(validateForm(onTheDay, { ...card, validPeriod: '10/26' }))).toEqual({ validPeriod: 'card.expired' });
    expect(errorsOf(validateForm(bankCardMxSchema('2026-12-01'), { ...card, validPeriod: '11/26' }))).toEqual({ validPeriod: 'card.expired' });
    // Without a date only the form is checked: the server, with its clock, still refuses it.
    expect(validateForm(mx, { ...card, validPeriod: '10/20' }).ok).toBe(true);
  });

  it('judges the number by the chosen card type', () => {
    expect(errorsOf(validateForm(mx, { ...mxClabe, cardType: 'bankCard', validPeriod: '09/28' }))).toEqual({ accountNumber: 'bank.card' });
    expect(errorsOf(validateForm(mx, { ...mxClabe, accountNumber: '002115016003269412', accountNumberConfirm: '002115016003269412' }))).toEqual({
      accountNumber: 'bank.clabe',
    });
    expect(errorsOf(validateForm(mx, { ...mxClabe, cardType: '', curp: '' }))).toEqual({
      cardType: 'select.required:cardType',
      curp: 'curp.required',
    });
  });
});

describe('questionnaireSchema', () => {
  const schema = questionnaireSchema({ market: 'ng' });
  const answers = Object.fromEntries(QUESTION_IDS.map((id) => [id, 'none']));
  Object.assign(answers, {
    missedLoanLast6Months: 'no',
    inCreditBureau: 'yes',
    selfRatedCreditworthiness: 'good',
    currentLender: 'Carbon',
    maxDaysLate: 'never',
    digitalLoansEver: 'moreThan10',
    digitalLoansActive: '1',
    digitalLoansRepaidOnTime: '10',
    digitalLoansOverdue: '0',
  });

  it('accepts a fully answered questionnaire', () => {
    expect(validateForm(schema, answers).ok).toBe(true);
  });

  it('flags every unanswered question', () => {
    const errors = errorsOf(validateForm(schema, { ...answers, inCreditBureau: '', digitalLoansOverdue: undefined }));
    expect(errors).toEqual({ inCreditBureau: 'questionnaire.unanswered', digitalLoansOverdue: 'questionnaire.unanswered' });
  });
});

describe('VALIDATION_CODES', () => {
  it('lists every code the schemas produced in these tests, and only unique codes', () => {
    expect(new Set(VALIDATION_CODES).size).toBe(VALIDATION_CODES.length);
    for (const code of seen) expect(VALIDATION_CODES).toContain(code);
    expect(seen.size).toBeGreaterThan(30);
  });
});
