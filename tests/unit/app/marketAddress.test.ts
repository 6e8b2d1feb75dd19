import { describe, expect, it } from 'vitest';
import { addressAfterMarketChoice } from '../../../ui/auth/marketAddress';

describe('the address after a country is chosen in a plain browser', () => {
  it('drops a ?market= a link brought, keeps the rest, and opens the login', () => {
    expect(addressAfterMarketChoice('https://app.example/?market=mx&lang=es#/user/nation')).toBe('https://app.example/?lang=es#/user/login');
    expect(addressAfterMarketChoice('https://app.example/?market=mx#/user/nation')).toBe('https://app.example/#/user/login');
  });

  it('an address without one only changes its route', () => {
    expect(addressAfterMarketChoice('http://localhost:4310/#/user/nation')).toBe('http://localhost:4310/#/user/login');
  });
});
