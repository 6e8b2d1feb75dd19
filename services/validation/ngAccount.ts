import { checksNuban, ngBankByCode } from '../options/ngBanks';
import { isValidNuban, normalizeAccountNumber } from './nuban';

/**
 * Nigerian payout account for a bank from NG_BANKS: 10 digits always; the NUBAN check digit only for banks
 * with a 3-digit CBN code (wallets such as OPay/PalmPay use phone-number accounts without a check digit).
 * An unknown bank code is checked for shape only: the server's bank list may be newer than ours.
 */
export function isValidNgAccountNumber(bankCode: string, account: string): boolean {
  const normalized = normalizeAccountNumber(account);
  if (!/^\d{10}$/.test(normalized)) return false;
  const bank = ngBankByCode(bankCode);
  return bank && checksNuban(bank) ? isValidNuban(bank.code, normalized) : true;
}
