import { marketForPackage, markets, type MarketId } from '../../services/markets/markets';
import type { DraftStore } from '../../services/storage/draftStore';
import type { LocalStore } from '../../services/storage/localStore';

/**
 * Makes `id` the market of the next calls (a plain browser only: inside the wrapper the package
 * is the wrapper's). Each country has its own server and accounts: switching signs out of the
 * other one and drops its drafts, which mean nothing, or someone else, there.
 */
export function enterMarket(store: LocalStore, drafts: DraftStore, id: MarketId): void {
  if (marketForPackage(store.get('packageName')).id !== id) {
    store.clearSession();
    drafts.clearAll();
  }
  store.set('packageName', markets[id].packageName);
}
