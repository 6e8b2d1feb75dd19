import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../sandbox/config';
import { repayTiming } from '../../sandbox/repay/repayStore';

describe('sandbox settings from the environment', () => {
  it('takes the timed steps\' seconds as given, and Infinity or never as "only when forced" (DESIGN)', () => {
    expect(configFromEnv({ SANDBOX_ASSESS_SECONDS: '30', SANDBOX_DISBURSE_SECONDS: '0' })).toMatchObject({ assessSeconds: 30, disburseSeconds: 0 });
    expect(configFromEnv({ SANDBOX_ASSESS_SECONDS: 'Infinity', SANDBOX_DISBURSE_SECONDS: 'never' })).toMatchObject({
      assessSeconds: Infinity,
      disburseSeconds: Infinity,
    });
  });

  it('takes the KYC order as a list of the five step codes, and refuses to start on anything else', () => {
    expect(configFromEnv({}).kycOrder).toEqual([6, 11, 12, 17, 5]);
    expect(configFromEnv({ SANDBOX_KYC_ORDER: ' 12, 6,5,17 ,11' }).kycOrder).toEqual([12, 6, 5, 17, 11]);
    for (const wrong of ['12,6,5,17', '12,6,5,17,11,19', '12,6,5,17,17', '12,6,5,17,x']) {
      expect(() => configFromEnv({ SANDBOX_KYC_ORDER: wrong }), wrong).toThrow(/SANDBOX_KYC_ORDER=.*6, 11, 12, 17, 5, each once/);
    }
  });

  it('asks for an SMS code unless SANDBOX_CODE_REQUIRED is false', () => {
    expect(configFromEnv({}).codeRequired).toBe(true);
    expect(configFromEnv({ SANDBOX_CODE_REQUIRED: 'False ' }).codeRequired).toBe(false);
    expect(configFromEnv({ SANDBOX_CODE_REQUIRED: 'no' }).codeRequired).toBe(true);
  });

  it('falls back to 5 seconds for what is not a delay', () => {
    expect(configFromEnv({ SANDBOX_ASSESS_SECONDS: 'soon', SANDBOX_DISBURSE_SECONDS: '-1' })).toMatchObject({ assessSeconds: 5, disburseSeconds: 5 });
  });
});

describe('repay timings from the environment', () => {
  it('"never" is a time far off that storage keeps, not null (which would read as "now")', () => {
    const timing = repayTiming({ SANDBOX_PAY_SECONDS: 'never', SANDBOX_VOUCHER_SECONDS: 'Infinity' });
    expect(timing.paySeconds).toBeGreaterThan(365 * 24 * 3600);
    expect(JSON.parse(JSON.stringify({ at: Date.now() + timing.voucherSeconds * 1000 })).at).toBeGreaterThan(Date.now());
  });
});
