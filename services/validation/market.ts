/**
 * The market the validators apply. The profile's own id (a type-only import: no runtime dependency),
 * so a new market id fails to compile until every rule table in services/validation has its row.
 */
export type { MarketId as Market } from '../markets/markets';
