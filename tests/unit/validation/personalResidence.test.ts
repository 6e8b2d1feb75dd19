import { describe, expect, it } from 'vitest';
import { personalErrors, personalPartErrors, personalPayload } from '../../../services/kyc/personalInfo.rules';
import { validBorrower } from '../../flows/machines/personalInfo.flows';

const env = { market: 'ng' as const, today: '2026-11-27' };
const LAGOS = [{ code: 'LA', name: 'Lagos', districts: ['Ikeja'] }];

describe('personal info: the residence part and the state lists', () => {
  it('before the lists are read (a draft restored on a later part), the chosen state and city stand', () => {
    expect(personalPartErrors('residence', validBorrower, { ...env, geography: null })).toEqual({});
    expect(personalErrors(validBorrower, { ...env, geography: null })).toEqual({});
  });

  it('without a chosen state, the part still asks for one', () => {
    const errors = personalPartErrors('residence', { ...validBorrower, state: '', city: '' }, { ...env, geography: null });
    expect(errors).toMatchObject({ state: 'select.required:state' });
  });

  it('once the lists are read, a state or city they do not hold is refused', () => {
    expect(personalPartErrors('residence', validBorrower, { ...env, geography: LAGOS })).toEqual({});
    expect(personalPartErrors('residence', { ...validBorrower, state: 'KN' }, { ...env, geography: LAGOS })).toMatchObject({
      state: 'select.required:state',
    });
  });
});

describe('personal info: what is sent', () => {
  it('a name pasted with a separate accent mark is sent composed, as it was checked', () => {
    const decomposed = 'Jose\u0301';
    // Mexico: accented Spanish names are letters there.
    const mx = { market: 'mx' as const, today: env.today, geography: null };
    expect(personalPartErrors('basic', { ...validBorrower, firstName: decomposed }, mx).firstName).toBeUndefined();
    expect(personalPayload({ ...validBorrower, firstName: decomposed }, 'mx').firstName).toBe('José');
  });
});
