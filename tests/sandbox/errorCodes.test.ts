import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../sandbox/errors';
import { RepayCode } from '../../sandbox/repay/repayStore';

describe('the sandbox error table', () => {
  it('gives every situation its own code, so a code in a log or a QA report names one thing', () => {
    const byCode = new Map<number, string[]>();
    for (const [name, code] of Object.entries(ErrorCode)) byCode.set(code, [...(byCode.get(code) ?? []), name]);
    expect([...byCode.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it('takes the repay codes from the table (15xx), apart from the KYC ones (14xx)', () => {
    const table = new Set<number>(Object.values(ErrorCode));
    for (const code of Object.values(RepayCode)) {
      expect(table.has(code)).toBe(true);
      expect(code).toBeGreaterThanOrEqual(1500);
      expect(code).toBeLessThan(1600);
    }
  });
});
