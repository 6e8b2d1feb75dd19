import { describe, expect, it } from 'vitest';
import * as options from '../../../services/options';
import type { Option } from '../../../services/options';

const LISTS: Record<string, readonly Option[]> = {
  GENDERS: options.GENDERS,
  JOB_EXPERIENCE: options.JOB_EXPERIENCE,
  RESIDENCE_TYPES: options.RESIDENCE_TYPES,
  EMPLOYMENT_TYPES_ALL: options.EMPLOYMENT_TYPES_ALL,
  INCOME_SOURCES: options.INCOME_SOURCES,
  INDUSTRIES: options.INDUSTRIES,
  CONTACT_RELATIONS: options.CONTACT_RELATIONS,
  MARITAL_STATUSES: options.MARITAL_STATUSES,
  EDUCATION_LEVELS: options.EDUCATION_LEVELS,
  LOAN_PURPOSES: options.LOAN_PURPOSES,
  PAY_FREQUENCIES: options.PAY_FREQUENCIES,
  CARD_TYPES: options.CARD_TYPES,
  SALARY_RANGES: options.SALARY_RANGES,
  WEEKDAYS: options.WEEKDAYS,
};

describe('profile option lists (SPEC section 3)', () => {
  it.each(Object.entries(LISTS))('%s has unique values and a label key for each', (_, list) => {
    const values = list.map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    for (const option of list) expect(option.labelKey.length).toBeGreaterThan(0);
  });

  it('has the sizes the spec names', () => {
    expect(options.JOB_EXPERIENCE).toHaveLength(3);
    expect(options.RESIDENCE_TYPES).toHaveLength(3);
    expect(options.EMPLOYMENT_TYPES_ALL).toHaveLength(8);
    expect(options.INCOME_SOURCES).toHaveLength(5);
    expect(options.INDUSTRIES).toHaveLength(16);
    expect(options.CONTACT_RELATIONS).toHaveLength(8);
    expect(options.MARITAL_STATUSES).toHaveLength(4);
    expect(options.EDUCATION_LEVELS).toHaveLength(6);
    expect(options.LOAN_PURPOSES).toHaveLength(5);
    expect(options.PAY_FREQUENCIES).toHaveLength(4);
    expect(options.SALARY_RANGES).toHaveLength(5);
    expect(options.WEEKDAYS).toHaveLength(7);
    expect(options.GENDERS.map((gender) => gender.value)).toEqual(['1', '2']);
  });
});

describe('credit questionnaire', () => {
  it.each(['ng', 'mx'] as const)('has 11 numbered questions with options in %s', (market) => {
    const questions = options.creditQuestionnaire(market);
    expect(questions.map((question) => question.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const byId = Object.fromEntries(questions.map((question) => [question.id, question.options]));
    expect(byId.missedLoanLast6Months?.map((option) => option.value)).toEqual(['yes', 'no']);
    expect(byId.inCreditBureau).toHaveLength(2);
    expect(byId.selfRatedCreditworthiness).toHaveLength(5);
    expect(byId.maxDaysLate).toHaveLength(7);
    // about 22 lenders plus none
    expect(byId.currentLender).toHaveLength(23);
    expect(byId.currentLender?.at(-1)?.value).toBe('none');
    for (const id of ['digitalLoansEver', 'digitalLoansActive', 'digitalLoansRepaidOnTime', 'digitalLoansOverdue']) {
      const values = byId[id]?.map((option) => option.value);
      expect(values).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'moreThan10']);
    }
  });
});

describe('bank lists', () => {
  it('has about 60 Nigerian banks and wallets with unique codes', () => {
    expect(options.NG_BANKS.length).toBeGreaterThanOrEqual(55);
    const codes = options.NG_BANKS.map((bank) => bank.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  // Source: CBN NUBAN proposals v0.4 (2010) bank code table, and the Paystack bank list (nigerianbanks.xyz).
  it.each([
    ['044', 'Access Bank'], ['058', 'Guaranty Trust Bank'], ['057', 'Zenith Bank'], ['011', 'First Bank of Nigeria'],
    ['033', 'United Bank For Africa'], ['232', 'Sterling Bank'], ['035', 'Wema Bank'], ['070', 'Fidelity Bank'],
    ['214', 'First City Monument Bank'], ['082', 'Keystone Bank'], ['076', 'Polaris Bank'], ['221', 'Stanbic IBTC Bank'],
    ['032', 'Union Bank of Nigeria'], ['215', 'Unity Bank'], ['050', 'Ecobank Nigeria'], ['301', 'Jaiz Bank'],
    ['101', 'Providus Bank'], ['999992', 'OPay'], ['999991', 'PalmPay'], ['50211', 'Kuda Bank'], ['50515', 'Moniepoint MFB'],
  ])('lists %s as %s', (code, label) => {
    expect(options.ngBankByCode(code)?.label).toBe(label);
  });

  it('checks the NUBAN digit only for 3-digit commercial/merchant codes', () => {
    expect(options.checksNuban(options.ngBankByCode('011')!)).toBe(true);
    expect(options.checksNuban(options.ngBankByCode('999992')!)).toBe(false);
    expect(options.checksNuban(options.ngBankByCode('565')!)).toBe(false);
  });

  // Source: es.wikipedia.org/wiki/CLABE bank table (ABM numbers, 2019); 638 was Akala there, now Nu México.
  it.each([
    ['002', 'Banamex'], ['012', 'BBVA México'], ['014', 'Santander'], ['021', 'HSBC'], ['072', 'Banorte'],
    ['036', 'Inbursa'], ['044', 'Scotiabank'], ['127', 'Banco Azteca'], ['137', 'BanCoppel'], ['646', 'STP'], ['638', 'Nu México'],
  ])('lists Mexican bank %s as %s', (code, label) => {
    expect(options.mxBankByCode(code)?.label).toBe(label);
  });

  it('has unique Mexican bank codes of 3 digits', () => {
    const codes = options.MX_BANKS.map((bank) => bank.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{3}$/);
  });
});
