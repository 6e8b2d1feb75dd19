import type { Market } from '../validation/market';
import type { NamedOption } from './types';

/**
 * Digital lenders borrowers may already owe, per market, for questionnaire questions 4 and 5.
 * Plain names of real lending apps; `none` is offered separately by the questionnaire.
 */
const NG_LENDERS = [
  'Carbon', 'FairMoney', 'Branch', 'PalmCredit', 'Aella', 'QuickCheck', 'Renmoney', 'Kuda', 'OKash',
  'EaseMoni', 'Specta', 'Migo', 'Page Financials', 'Umba', 'Newcredit', 'Zedvance', 'KiaKia', 'Sokoloan',
  'XCredit', 'LCredit', 'Lendigo', 'GoMoney',
];

const MX_LENDERS = [
  'Kueski', 'Baubap', 'DiDi Préstamos', 'Mercado Pago', 'Nu', 'Tala', 'Stori', 'Klar', 'Credilikeme',
  'Moneyman', 'Vivus', 'Avante', 'Lana', 'Prestanómico', 'Fondeadora', 'Coppel', 'Banco Azteca', 'Rappi Card',
  'Finsus', 'Yotepresto', 'Doopla', 'Ualá',
];

function toOptions(names: readonly string[]): NamedOption[] {
  return names.map((name) => ({ value: name, label: name }));
}

export const LENDERS: Record<Market, readonly NamedOption[]> = {
  ng: toOptions(NG_LENDERS),
  mx: toOptions(MX_LENDERS),
};
