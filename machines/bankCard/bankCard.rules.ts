import { bankCardMxSchema, bankCardNgSchema } from '../../services/validation/schemas/bankCard';
import type { ValidationCode } from '../../services/validation/schemas/codes';
import { validateForm } from '../../services/validation/schemas/validateForm';
import type { Market } from '../../services/validation/market';
import type { BankCardField, BankCardFields } from './bankCard.types';

const NG_FIELDS: readonly BankCardField[] = ['bankCode', 'accountNumber', 'accountNumberConfirm', 'holderName', 'bvn'];
const MX_FIELDS: readonly BankCardField[] = ['cardType', 'accountNumber', 'accountNumberConfirm', 'holderName', 'curp'];

export function bankCardFieldsFor(market: Market): readonly BankCardField[] {
  return market === 'ng' ? NG_FIELDS : MX_FIELDS;
}

function valuesFor(market: Market, fields: BankCardFields) {
  return Object.fromEntries(bankCardFieldsFor(market).map((field) => [field, fields[field]]));
}

/** Field -> code by the shared schemas (NUBAN with bank list and BVN; CLABE or 16-digit card and CURP). */
export function bankCardErrors(market: Market, fields: BankCardFields): Partial<Record<BankCardField, ValidationCode>> {
  const schema = market === 'ng' ? bankCardNgSchema() : bankCardMxSchema();
  const result = validateForm(schema, valuesFor(market, fields));
  return result.ok ? {} : (result.errors as Partial<Record<BankCardField, ValidationCode>>);
}

/** What `/user/addBankCard` receives: the market's fields, numbers without spaces or dashes. */
export function bankCardPayload(market: Market, fields: BankCardFields): Record<string, string> {
  const values = valuesFor(market, fields);
  for (const key of ['accountNumber', 'accountNumberConfirm', 'bvn', 'curp']) {
    if (key in values) values[key] = values[key]!.replace(/[\s-]+/g, '').toUpperCase();
  }
  values.holderName = values.holderName!.trim();
  return values;
}
