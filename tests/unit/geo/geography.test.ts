import { describe, expect, it } from 'vitest';
import { districtsOf, findState, loadGeography, residenceGeography } from '../../../services/markets/geo';
import { residenceSchema, validateForm } from '../../../services/validation/schemas';

// LGA counts per state: INEC / Wikipedia "List of Local Government Areas of Nigeria" (774 in total).
const NG_LGA_COUNTS: Record<string, number> = {
  AB: 17, AD: 21, AK: 31, AN: 21, BA: 20, BY: 8, BE: 23, BO: 27, CR: 18, DE: 25, EB: 13, ED: 18, EK: 16,
  EN: 17, FC: 6, GO: 11, IM: 27, JI: 27, KD: 23, KN: 44, KT: 34, KE: 21, KO: 21, KW: 16, LA: 20, NA: 13,
  NI: 25, OG: 20, ON: 18, OS: 30, OY: 33, PL: 17, RI: 23, SO: 23, TA: 16, YO: 17, ZA: 14,
};

describe('Nigerian geography', () => {
  it('has the 36 states and the FCT with all 774 LGAs', async () => {
    const ng = await loadGeography('ng');
    expect(ng).toHaveLength(37);
    expect(ng.reduce((sum, state) => sum + state.districts.length, 0)).toBe(774);
    for (const state of ng) {
      expect(state.districts, state.code).toHaveLength(NG_LGA_COUNTS[state.code]!);
      expect(new Set(state.districts).size).toBe(state.districts.length);
    }
  });

  it('lists well-known LGAs under their state', async () => {
    const ng = await loadGeography('ng');
    expect(findState(ng, 'LA')?.name).toBe('Lagos');
    expect(districtsOf(ng, 'LA')).toContain('Ikeja');
    expect(districtsOf(ng, 'FC')).toContain('Municipal Area Council');
    expect(districtsOf(ng, 'KN')).toContain('Kano Municipal');
    expect(districtsOf(ng, 'RI')).toContain('Port Harcourt');
    expect(districtsOf(ng, '')).toEqual([]);
  });
});

describe('Mexican geography', () => {
  it('has the 32 federal entities and every municipality (INEGI, about 2,470)', async () => {
    const mx = await loadGeography('mx');
    expect(mx).toHaveLength(32);
    const total = mx.reduce((sum, state) => sum + state.districts.length, 0);
    expect(total).toBeGreaterThanOrEqual(2470);
    expect(districtsOf(mx, 'OAX')).toHaveLength(570);
    expect(districtsOf(mx, 'CMX')).toHaveLength(16);
    for (const state of mx) expect(new Set(state.districts).size).toBe(state.districts.length);
  });

  it('lists well-known municipalities under their state', async () => {
    const mx = await loadGeography('mx');
    expect(districtsOf(mx, 'JAL')).toEqual(expect.arrayContaining(['Guadalajara', 'Zapopan', 'San Pedro Tlaquepaque']));
    expect(districtsOf(mx, 'NLE')).toContain('Monterrey');
    expect(districtsOf(mx, 'CMX')).toContain('Coyoacán');
    expect(districtsOf(mx, 'DUR')).toContain('Nombre de Dios');
  });

  it('feeds residenceSchema', async () => {
    const mx = await loadGeography('mx');
    const schema = residenceSchema({ market: 'mx', ...residenceGeography(mx) });
    const valid = { residenceType: 'own', state: 'JAL', city: 'Zapopan', address: 'Av. Patria 100', postalCode: '45110' };
    expect(validateForm(schema, valid).ok).toBe(true);
    expect(validateForm(schema, { ...valid, city: 'Monterrey' })).toMatchObject({ ok: false, errors: { city: 'select.required:city' } });
  });
});
