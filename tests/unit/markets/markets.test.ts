import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKET, isMarketId, marketForPackage, markets } from '../../../services/markets/markets';

describe('market profiles', () => {
  it('each package name tells its market', () => {
    expect(marketForPackage(markets.mx.packageName).id).toBe('mx');
    expect(marketForPackage(markets.ng.packageName).id).toBe('ng');
  });

  it('an unknown or missing package falls back to the default market', () => {
    expect(marketForPackage('com.unknown').id).toBe(DEFAULT_MARKET);
    expect(marketForPackage(null).id).toBe(DEFAULT_MARKET);
  });

  it('Mexico is Spanish and pesos; Nigeria English and naira', () => {
    expect(markets.mx).toMatchObject({ defaultLanguage: 'es', currency: 'MXN', numberLocale: 'es-MX', nationalId: 'curp' });
    expect(markets.ng).toMatchObject({ defaultLanguage: 'en', currency: 'NGN', numberLocale: 'en-NG', nationalId: 'bvn' });
  });

  it('package names are distinct and make distinct cipher keys', () => {
    const keys = Object.values(markets).map((m) => m.packageName.padEnd(16, '0').slice(0, 16));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('isMarketId accepts only ng and mx', () => {
    expect(['ng', 'mx', 'NG', '', null].map(isMarketId)).toEqual([true, true, false, false, false]);
  });

  it('each market names what the KYC forms differ in: postal-code length, employment types, account rule, national ID', () => {
    expect(markets.ng).toMatchObject({ postalCodeDigits: 6, bankAccount: 'nuban', nationalId: 'bvn' });
    expect(markets.ng.employmentTypes).toEqual(['employee', 'selfEmployed', 'unemployed']);
    expect(markets.mx).toMatchObject({ postalCodeDigits: 5, bankAccount: 'clabeOrCard', nationalId: 'curp' });
    expect(markets.mx.employmentTypes).toEqual(['employee', 'selfEmployed', 'unemployed', 'partTime', 'student', 'freelance', 'noWork', 'other']);
  });
});
