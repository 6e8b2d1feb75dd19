import { loadGeography } from '../services/markets/geo';
import type { Market } from './phone';

/** What the `/cou` look-ups answer: the market and its geography (the app's own data, services/markets/geo). */
export interface CountryMeta {
  market: Market;
  countryCode: 'NG' | 'MX';
  currency: 'NGN' | 'MXN';
  callingCode: '234' | '52';
  defaultLang: 'en' | 'es';
  states: { code: string; name: string; districts: string[] }[];
}

export async function countryMeta(market: Market): Promise<CountryMeta> {
  const base =
    market === 'ng'
      ? ({ market, countryCode: 'NG', currency: 'NGN', callingCode: '234', defaultLang: 'en' } as const)
      : ({ market, countryCode: 'MX', currency: 'MXN', callingCode: '52', defaultLang: 'es' } as const);
  const geography = await loadGeography(market);
  return { ...base, states: geography.map((s) => ({ code: s.code, name: s.name, districts: [...s.districts] })) };
}
