import type { HandlerContext } from './handlers';
import type { Market } from './phone';

const MARKET_SETTING = 'market';

export function isMarket(value: unknown): value is Market {
  return value === 'ng' || value === 'mx';
}

/** The sandbox-wide market, switchable with POST /sandbox/market. */
export async function sandboxMarket(ctx: Pick<HandlerContext, 'db' | 'config'>): Promise<Market> {
  const stored = await ctx.db.getSetting<string>(MARKET_SETTING);
  return isMarket(stored) ? stored : ctx.config.defaultMarket;
}

export async function setSandboxMarket(ctx: Pick<HandlerContext, 'db'>, market: Market): Promise<void> {
  await ctx.db.putSetting(MARKET_SETTING, market);
}

/**
 * The market a call is about: the signed-in user's, else `payload.market` when the client sends one
 * ('ng' | 'mx'), else the sandbox-wide market.
 */
export async function marketFor(ctx: Pick<HandlerContext, 'db' | 'config' | 'payload' | 'user'>): Promise<Market> {
  if (ctx.user) return ctx.user.market;
  if (isMarket(ctx.payload.market)) return ctx.payload.market;
  return sandboxMarket(ctx);
}
