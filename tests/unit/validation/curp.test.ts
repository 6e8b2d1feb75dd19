import { describe, expect, it } from 'vitest';
import { curpCheckDigit, isValidCurp, normalizeCurp } from '../../../services/validation';

// Source: python-stdnum tests/test_mx_curp.doctest ("found online and should all be valid numbers",
// each with a verified check digit), https://github.com/arthurdejong/python-stdnum
const PUBLISHED_VALID_CURPS = [
  'AAAA000101HDFCCC09',
  'AAMG890608HDFLJL00',
  'BAAA890317HDFRLL03',
  'BAAD890419HMNRRV07',
  'BEML920313HMCLNS09', // Luis Raúl Bello Mena, born 13 Mar 1992, Estado de México
  'HEGG560427MVZRRL04', // Gloria Hernández García, RENAPO's own example, born 27 Apr 1956, Veracruz
  'HEGR891009HMNRRD09',
  'MARR890512HMNRMN09',
  'MESJ890928HMNZNS00',
  'OOMG890727HMNRSR06',
  'PEGL890909MJCRMS08',
  'TOMA880125HMNRRN02',
  'VIAA900930MMNCLL08',
];

describe('isValidCurp', () => {
  it.each(PUBLISHED_VALID_CURPS)('accepts the published CURP %s', (curp) => {
    expect(isValidCurp(curp)).toBe(true);
  });

  // Source: python-stdnum stdnum/mx/curp.py docstring: born abroad (state NE), valid with check digit 9.
  it('accepts a CURP of someone born abroad (state NE)', () => {
    expect(isValidCurp('BOXW310820HNERXN09')).toBe(true);
  });

  it('normalises lower case and surrounding spaces', () => {
    expect(isValidCurp(' hegg560427mvzrrl04 ')).toBe(true);
  });

  it('reads a CURP copied with dashes or spaces between its parts, as the field leaves room for', () => {
    expect(isValidCurp('HEGG-560427-MVZRRL04')).toBe(true);
    expect(normalizeCurp('hegg 560427 mvzrrl-04')).toBe('HEGG560427MVZRRL04');
  });

  // Invalid vectors: python-stdnum tests/test_mx_curp.doctest "corner cases".
  it.each([
    ['BOXW310820HNERXN08', 'wrong check digit (stdnum curp.py docstring)'],
    ['PEGL890909MJCRMS09', 'wrong check digit'],
    ['PEGL891313MJCRMS06', 'month 13'],
    ['PEGL890909QJCRMS08', 'sex Q'],
    ['PEGL890909MQQRMS02', 'state QQ'],
    ['123ZZZZZZZZZZZZZ90', 'digits where letters belong'],
    ['1230', 'too short'],
    ['', 'empty'],
  ])('rejects %s (%s)', (curp) => {
    expect(isValidCurp(curp)).toBe(false);
  });

  it('rejects 30 February even with a matching check digit', () => {
    const first17 = 'PEGL890230MJCRMS0';
    expect(isValidCurp(`${first17}${curpCheckDigit(first17)}`)).toBe(false);
  });

  it('reads a letter homoclave as born in 2000 or later, so 29 Feb 2000 is a real date', () => {
    const first17 = 'PEGL000229MJCRMSA';
    expect(isValidCurp(`${first17}${curpCheckDigit(first17)}`)).toBe(true);
  });
});
