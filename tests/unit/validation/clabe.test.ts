import { describe, expect, it } from 'vitest';
import { clabeControlDigit, isValidClabe } from '../../../services/validation';

describe('isValidClabe', () => {
  // Source: Wikipedia "CLABE", section Control digit: 17 digits 03218000011835971 -> control digit 9.
  it('computes the published control digit', () => {
    expect(clabeControlDigit('03218000011835971')).toBe(9);
  });

  // Bank 032 (IXE) merged into Banorte; 167 (Hey Banco) and 730 (Clip) are newer SPEI participants than
  // the app's bank table. Whether a bank can be paid into is the server's bank look-up's answer.
  it.each(['032180000118359719', '16718000011835971', '73018000011835971'])('does not judge the bank of %s by a list kept in the app', (clabe) => {
    const full = clabe.length === 18 ? clabe : `${clabe}${clabeControlDigit(clabe)}`;
    expect(isValidClabe(full)).toBe(true);
  });

  it.each([
    // Source: STP's sandbox account used in the cuenca-mx/stpmex client tests (cuentaOrdenante), bank 646 STP.
    '646180110400000007',
    // Source: django-localflavor tests (mx MXCLABEField valid values) and the "clabe" npm package tests,
    // bank 002 Banamex, plaza 115 San Luis de la Paz.
    '002115016003269411',
  ])('accepts the published CLABE %s', (clabe) => {
    expect(isValidClabe(clabe)).toBe(true);
  });

  it('accepts spaces as printed on statements', () => {
    expect(isValidClabe('002 115 01600326941 1')).toBe(true);
  });

  // The "clabe" npm package rejects 002115016003269411 with 'Invalid city code: 115'; we must not.
  it('does not enforce the plaza (city) code', () => {
    // Same account body under plaza 999, control digit recomputed by the published rule.
    const body = '00299901600326941';
    expect(isValidClabe(`${body}${clabeControlDigit(body)}`)).toBe(true);
  });

  it.each([
    ['002115016003269412', 'wrong control digit'],
    ['032180000118359718', 'wrong control digit, bank unknown to the app'],
    ['00211501600326941', '17 digits'],
    ['0021150160032694111', '19 digits'],
    ['00211501600326941A', 'letter'],
  ])('rejects %s (%s)', (clabe) => {
    expect(isValidClabe(clabe)).toBe(false);
  });
});
