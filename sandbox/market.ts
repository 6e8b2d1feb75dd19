import { markets } from '../services/markets/markets';
import type { HandlerContext } from './handlers';
import type { Market } from './phone';

const MARKET_SETTING = 'market';

export function isMarket(value: unknown): value is Market {
  return value === 'ng' || value === 'mx';
}

/** The market of a known wrapper package (`com.swiftcash.ng` / `.mx`, services/markets), else null. */
export function marketOfPackage(packageName: string): Market | null {
  return Object.values(markets).find((m) => m.packageName === packageName)?.id ?? null;
}

/** The sandbox-wide market, switchable with POST /sandbox/market. */
export async function sandboxMarket(ctx: Pick<HandlerContext, 'db' | 'config'>): Promise<Market> {
  const stored = await ctx.db.getSetting<string>(MARKET_SETTING);
  return isMarket(stored) ? stored : ctx.config.defaultMarket;
}

export async function setSandboxMarket(ctx: Pick<HandlerContext, 'db'>, market: Market): Promise<void> {
  await ctx.db.putSetting(MARKET_SETTING, market);
}

/** The device's market "by IP": the wrapper package's market when known, else the sandbox-wide one. */
export async function deviceMarket(ctx: Pick<HandlerContext, 'db' | 'config' | 'headers'>): Promise<Market> {
  return marketOfPackage(ctx.headers.packageName) ?? sandboxMarket(ctx);
}

/**
 * The market a call is about: the signed-in user's, else `payload.market` when the client sends one
 * ('ng' | 'mx'), else the device's market (package name, then the sandbox-wide market).
 */
export async function marketFor(ctx: Pick<HandlerContext, 'db' | 'config' | 'payload' | 'user' | 'headers'>): Promise<Market> {
  if (ctx.user) return ctx.user.market;
  if (isMarket(ctx.payload.market)) return ctx.payload.market;
  return deviceMarket(ctx);
}
