import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createOrderActors } from '../../../machines/order/order.actors';
import type { AppServices } from '../../../services/appServices';
import { ApiFault } from '../../../services/api/result';
import { NG_BANKS } from '../../../services/options/ngBanks';

function payoutBanks(kind: 'nuban' | 'clabeOrCard', answer: () => Promise<unknown>) {
  const call = vi.fn(answer);
  const services = { api: { call }, now: () => 0 } as unknown as AppServices;
  const actor = createActor(createOrderActors(services).fetchPayoutBanks, { input: { kind } });
  return { call, banks: toPromise(actor.start()) };
}

describe('the banks a failed payout may go to instead', () => {
  it("Nigeria: the server's list, read silently, each bank knowing whether its numbers carry the NUBAN check digit", async () => {
    const { call, banks } = payoutBanks('nuban', async () => ({
      ok: true,
      data: [
        { code: '058', name: 'GTBank' },
        { code: '999992', name: 'OPay' },
        { code: '777', name: 'A bank newer than the app' },
      ],
    }));
    await expect(banks).resolves.toEqual({
      banks: [
        { code: '058', name: 'GTBank', checksNuban: true },
        { code: '999992', name: 'OPay', checksNuban: false },
        { code: '777', name: 'A bank newer than the app', checksNuban: false },
      ],
      source: 'server',
    });
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/app/paystack/bank-list' }), {}, expect.objectContaining({ silent: true }));
  });

  it('Nigeria: a refused, empty or failed list gives the list saved in the app, said to be so', async () => {
    for (const answer of [
      async () => ({ ok: false, code: 1001, msg: 'busy' }),
      async () => ({ ok: true, data: [] }),
      async () => Promise.reject(new ApiFault('network', '/app/paystack/bank-list')),
    ]) {
      const listed = await payoutBanks('nuban', answer).banks;
      expect(listed.source).toBe('bundled');
      expect(listed.banks).toHaveLength(NG_BANKS.length);
      expect(listed.banks).toContainEqual({ code: '044', name: 'Access Bank', checksNuban: true });
    }
  });

  it('Mexico: no list and no call, since a CLABE names its bank', async () => {
    const { call, banks } = payoutBanks('clabeOrCard', async () => ({ ok: true, data: [] }));
    await expect(banks).resolves.toEqual({ banks: [], source: 'server' });
    expect(call).not.toHaveBeenCalled();
  });
});
