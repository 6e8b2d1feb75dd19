import type { MarketProfile } from '../../services/markets/markets';
import { useAppServices } from './ServicesContext';

/** The market profile (currency, locale, phone rules) for views that format or branch on it. */
export function useMarket(): MarketProfile {
  return useAppServices().market;
}
