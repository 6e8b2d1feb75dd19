import { describe, expect, it } from 'vitest';
import { code128Values, code128Widths } from '../../../ui/repay/barcode/code128';

describe('Code 128 for the cash reference', () => {
  it('packs an even run of digits in code set C with the mod-103 checksum', () => {
    // Start C (105) + 12 + 34*2 = 185; 185 mod 103 = 82.
    expect(code128Values('1234')).toEqual([105, 12, 34, 82]);
  });

  it('uses code set B for anything else', () => {
    // Start B (104) + 'A' (33) = 137; 137 mod 103 = 34.
    expect(code128Values('A')).toEqual([104, 33, 34]);
  });

  it('every symbol is 11 modules and the stop 13', () => {
    const widths = code128Widths('93001234567890');
    const symbols = code128Values('93001234567890').length;
    expect(widths.reduce((a, b) => a + b, 0)).toBe(symbols * 11 + 13);
  });
});
