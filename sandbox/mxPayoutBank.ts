import { mxBankByCode } from '../services/options/mxBanks';
import { clabeBankCode } from '../services/validation/clabe';
import { ErrorCode } from './errors';
import { fail } from './handlers';
import { refusal } from './refusalWords';

/**
 * The SPEI bank a Mexican account pays into, for adding a card and for a new payout account alike:
 * a CLABE's bank (its first three digits); null for a debit card, whose bank is not known; undefined
 * when the sandbox's list has no bank for the CLABE, so it cannot pay into it (`unpayableClabe`).
 */
export function mxPayoutBank(cardType: unknown, accountNumber: string) {
  return cardType === 'clabe' ? mxBankByCode(clabeBankCode(accountNumber)) : null;
}

/** A CLABE of a bank the sandbox's SPEI list does not have (the app does not judge banks by a list). */
export const unpayableClabe = (ctx: { headers: { lang: string } }) => fail(ErrorCode.badAccount, refusal(ctx, 'clabeBankUnknown'));
