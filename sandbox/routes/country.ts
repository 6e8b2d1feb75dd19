import * as v from 'valibot';
import { defineHandlers, ok, open, parsePayload } from '../handlers';
import { deviceMarket, isMarket } from '../market';
import type { Market } from '../phone';
import { countryMeta } from '../geo';

/** `/cou` look-ups: which market this device is in ("by IP": its wrapper package, else the sandbox market) and its data. */
export default defineHandlers({
  'POST /country/meta/ip': open(async (ctx) => ok(await countryMeta(await deviceMarket(ctx)))),

  'POST /country/meta/code': open(async (ctx) => {
    const { code } = parsePayload(v.looseObject({ code: v.optional(v.string()) }), ctx.payload);
    const wanted = code?.toLowerCase();
    const market: Market = isMarket(wanted) ? wanted : wanted === 'nga' ? 'ng' : wanted === 'mex' ? 'mx' : await deviceMarket(ctx);
    return ok(await countryMeta(market));
  }),
});
