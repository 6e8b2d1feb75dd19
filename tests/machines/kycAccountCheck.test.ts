import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createBankCardActors } from '../../machines/bankCard/bankCard.actors';
import type { AppServices } from '../../services/appServices';

function checkingAccountAnswered(data: { accountName: string; bankName: string }) {
  const services = { api: { call: async () => ({ ok: true, data }) } } as unknown as AppServices;
  const actor = createActor(createBankCardActors(services).verifyAccount, { input: { market: 'ng', bankCode: '058', accountNumber: '0123456789' } });
  return toPromise(actor.start());
}

describe('checking a Nigerian account before it is added', () => {
  it('gives the name on the account, trimmed, for the borrower to confirm', async () => {
    await expect(checkingAccountAnswered({ accountName: ' ADA OKAFOR ', bankName: 'GTBank' })).resolves.toEqual({
      ok: true,
      accountName: 'ADA OKAFOR',
      bankName: 'GTBank',
      branch: null,
    });
  });

  it('an answer without a name is a failed check (Retry), never an account added unconfirmed', async () => {
    await expect(checkingAccountAnswered({ accountName: '  ', bankName: 'GTBank' })).rejects.toMatchObject({ name: 'ApiFault', reason: 'malformed' });
  });
});
