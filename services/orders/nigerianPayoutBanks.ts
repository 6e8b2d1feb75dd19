import { checksNuban, NG_BANKS, ngBankByCode } from '../options/ngBanks';

/**
 * Nigeria's banks for a new payout account, each with whether its account numbers carry the NUBAN
 * check digit: the server's list when it sent one, else the list saved in the app. Loaded on demand
 * (only a failed payout needs it), so the home screen does not carry the bank table.
 */
export function nigerianPayoutBanks(serverList: ReadonlyArray<{ code: string; name: string }> | null) {
  const bankOf = (code: string, name: string) => {
    const known = ngBankByCode(code);
    return { code, name, checksNuban: known !== undefined && checksNuban(known) };
  };
  return serverList ? serverList.map((bank) => bankOf(bank.code, bank.name)) : NG_BANKS.map((bank) => bankOf(bank.code, bank.label));
}
