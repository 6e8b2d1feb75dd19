import { describe, expect, it } from 'vitest';
import { paydayKind, visibleWorkFields } from '../../../services/validation';

describe('visibleWorkFields (SPEC section 4)', () => {
  it('shows everything for an employee', () => {
    expect(visibleWorkFields('employee')).toEqual({ industry: true, jobExperience: true, payFrequency: true, paydays: true });
  });

  it('hides industry, job experience, pay frequency and paydays for the unemployed', () => {
    expect(visibleWorkFields('unemployed')).toEqual({ industry: false, jobExperience: false, payFrequency: false, paydays: false });
  });

  it('hides the same for "No work" (Mexico\'s "Sin trabajo"): no job to describe either', () => {
    expect(visibleWorkFields('noWork')).toEqual({ industry: false, jobExperience: false, payFrequency: false, paydays: false });
  });

  it('hides job experience, pay frequency and paydays for the self-employed, but keeps industry', () => {
    expect(visibleWorkFields('selfEmployed')).toEqual({ industry: true, jobExperience: false, payFrequency: false, paydays: false });
  });

  it('shows everything before a type is chosen', () => {
    expect(visibleWorkFields('')).toEqual({ industry: true, jobExperience: true, payFrequency: true, paydays: true });
  });
});

describe('paydayKind', () => {
  it.each([
    ['monthly', { first: 'dayOfMonth', second: null }],
    ['biweekly', { first: 'dayOfMonth', second: 'dayOfMonth' }],
    ['weekly', { first: 'weekday', second: null }],
    ['fourteenDays', { first: 'weekday', second: 'weekday' }],
  ] as const)('%s -> %j', (frequency, kind) => {
    expect(paydayKind(frequency)).toEqual(kind);
  });

  it('is null before a frequency is chosen', () => {
    expect(paydayKind('')).toBeNull();
    expect(paydayKind(undefined)).toBeNull();
  });
});
