/**
 * Geography per market, loaded lazily so the data (about 60 KB) never lands in the first screen's chunk:
 * `await loadGeography('ng')`. The sandbox may import './ng' or './mx' directly to serve the /cou calls.
 */
import type { Market } from '../../validation/market';
import type { GeoState, Geography } from './types';

export type { GeoState, Geography } from './types';

/** One loader per market: a market without its geography does not compile. */
const GEOGRAPHY_LOADERS: Record<Market, () => Promise<Geography>> = {
  ng: () => import('./ng').then((module) => module.NG_GEOGRAPHY),
  mx: () => import('./mx').then((module) => module.MX_GEOGRAPHY),
};

export function loadGeography(market: Market): Promise<Geography> {
  return GEOGRAPHY_LOADERS[market]();
}

export function findState(geography: Geography, stateCode: string): GeoState | undefined {
  return geography.find((state) => state.code === stateCode);
}

/** Districts of a state ([] for an unknown or empty state, e.g. before a state is chosen). */
export function districtsOf(geography: Geography, stateCode: string): readonly string[] {
  return findState(geography, stateCode)?.districts ?? [];
}

export function stateCodes(geography: Geography): string[] {
  return geography.map((state) => state.code);
}

/** The `states` / `citiesOf` pair residenceSchema expects. */
export function residenceGeography(geography: Geography): {
  states: readonly string[];
  citiesOf: (state: string) => readonly string[];
} {
  return { states: stateCodes(geography), citiesOf: (state) => districtsOf(geography, state) };
}
