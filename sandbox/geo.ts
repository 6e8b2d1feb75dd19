import type { Market } from './phone';

export interface CountryMeta {
  market: Market;
  countryCode: 'NG' | 'MX';
  currency: 'NGN' | 'MXN';
  callingCode: '234' | '52';
  defaultLang: 'en' | 'es';
  states: { code: string; name: string; districts: string[] }[];
}

const NG_STATES = [
  'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta',
  'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Kogi',
  'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau', 'Rivers', 'Sokoto',
  'Taraba', 'Yobe', 'Zamfara', 'Federal Capital Territory',
];
const MX_STATES = [
  'Aguascalientes', 'Baja California', 'Baja California Sur', 'Campeche', 'Chiapas', 'Chihuahua',
  'Ciudad de México', 'Coahuila', 'Colima', 'Durango', 'Guanajuato', 'Guerrero', 'Hidalgo', 'Jalisco',
  'México', 'Michoacán', 'Morelos', 'Nayarit', 'Nuevo León', 'Oaxaca', 'Puebla', 'Querétaro', 'Quintana Roo',
  'San Luis Potosí', 'Sinaloa', 'Sonora', 'Tabasco', 'Tamaulipas', 'Tlaxcala', 'Veracruz', 'Yucatán', 'Zacatecas',
];

type GeoState = { code?: string; name: string; districts?: readonly (string | { name: string })[] };

/**
 * The KYC area publishes real geography in services/markets/geo/<market>.ts (default export or
 * `states`); when it is not there yet, the state names above (without districts) are served.
 */
async function loadStates(market: Market): Promise<CountryMeta['states']> {
  try {
    const mod = (await import(`../services/markets/geo/${market}.ts`)) as { default?: unknown; states?: unknown };
    const list = (mod.states ?? mod.default) as GeoState[] | undefined;
    if (Array.isArray(list) && list.length > 0) {
      return list.map((s, i) => ({
        code: s.code ?? String(i + 1),
        name: s.name,
        districts: (s.districts ?? []).map((d) => (typeof d === 'string' ? d : d.name)),
      }));
    }
  } catch {
    // fall through to the built-in names
  }
  const names = market === 'ng' ? NG_STATES : MX_STATES;
  return names.map((name, i) => ({ code: String(i + 1), name, districts: [] }));
}

export async function countryMeta(market: Market): Promise<CountryMeta> {
  const base =
    market === 'ng'
      ? ({ market, countryCode: 'NG', currency: 'NGN', callingCode: '234', defaultLang: 'en' } as const)
      : ({ market, countryCode: 'MX', currency: 'MXN', callingCode: '52', defaultLang: 'es' } as const);
  return { ...base, states: await loadStates(market) };
}
