import { fromPromise } from 'xstate';
import type { AppServices } from '../../services/appServices';
import type { Market } from '../../services/validation/market';
import { endpoints } from '../../services/api/endpoints';
import { ApiFault } from '../../services/api/result';
import { StepCode } from '../../services/orders/stepCodes';
import { findNextStep } from '../shared/nextStep';
import { orderLeftStep } from '../shared/orderLeftStep';
import { submitOutcomeOf, type NextStep, type SubmitOutcome } from '../shared/submitError';
import type { AccountCheckOutcome, AddBankCardInput, BankOption, VerifyAccountInput } from './bankCard.types';

type AccountCheck = (input: VerifyAccountInput, signal: AbortSignal) => Promise<AccountCheckOutcome>;

export function createBankCardActors(services: AppServices) {
  /** One look-up per market: a market without its account check does not compile. */
  const accountChecks: Record<Market, AccountCheck> = {
    /** The name on the account (`/user/verifyBankCard`). */
    ng: async (input, signal) => {
      const result = await services.api.call(
        endpoints.kyc.verifyBankCard,
        { bankCode: input.bankCode, accountNumber: input.accountNumber },
        { signal },
      );
      if (!result.ok) return { ok: false, code: result.code, msg: result.msg };
      // The name is what the borrower confirms the account by: without it, nothing was checked.
      const accountName = result.data.accountName.trim();
      if (accountName === '') throw new ApiFault('malformed', endpoints.kyc.verifyBankCard.path);
      return { ok: true, accountName, bankName: result.data.bankName, branch: null };
    },
    /** The CLABE's bank and branch (`/user/getBankBranch`), by bank code only. */
    mx: async (input, signal) => {
      const result = await services.api.call(endpoints.kyc.bankBranch, { bankCode: input.bankCode }, { signal });
      if (!result.ok) return { ok: false, code: result.code, msg: result.msg };
      return { ok: true, accountName: null, bankName: result.data.bankName, branch: result.data.branch ?? null };
    },
  };

  return {
    /** Nigeria's banks and wallets from the server; a refusal or an empty list counts as a failure (bundled list). */
    fetchBankList: fromPromise<BankOption[], void>(async ({ signal }) => {
      const result = await services.api.call(endpoints.kyc.bankList, {}, { signal });
      if (!result.ok || result.data.length === 0) throw new Error('bank list unavailable');
      return result.data.map((bank) => ({ code: bank.code, name: bank.name }));
    }),
    verifyAccount: fromPromise<AccountCheckOutcome, VerifyAccountInput>(({ input, signal }) =>
      accountChecks[input.market](input, signal),
    ),
    addBankCard: fromPromise<SubmitOutcome, AddBankCardInput>(async ({ input, signal }) =>
      submitOutcomeOf(
        await services.api.call(endpoints.kyc.addBankCard, input.payload, { signal, idempotencyKey: input.idempotencyKey }),
      ),
    ),
    /** After a lost answer: the card was added if the latest order has left bind-card. */
    checkCardSaved: orderLeftStep(services, StepCode.BindCard),
    findNextStep: fromPromise<NextStep, void>(({ signal }) => findNextStep(services, signal)),
  };
}
