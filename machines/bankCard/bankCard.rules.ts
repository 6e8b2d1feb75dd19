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

/**
 * Field -> code by the shared schemas (NUBAN with bank list and BVN; CLABE or 16-digit card and CURP).
 * `bankCodes`: the Nigerian banks on offer (the server's list once loaded); the bundled list by default.
 */
export function bankCardErrors(
  market: Market,
  fields: BankCardFields,
  bankCodes?: readonly string[],
): Partial<Record<BankCardField, ValidationCode>> {
  const schema = market === 'ng' ? bankCardNgSchema(bankCodes) : bankCardMxSchema();
  const result = validateForm(schema, valuesFor(market, fields));
  return result.ok ? {} : (result.errors as Partial<Record<BankCardField, ValidationCode>>);
}

/** The account needs a look-up before it is added: Nigeria (holder name) and CLABE (bank and branch). */
export function needsAccountCheck(market: Market, fields: BankCardFields): boolean {
  return market === 'ng' || fields.cardType === 'clabe';
}

/** What the account look-up receives: the bank and the account number (Mexico: the CLABE's bank code). */
export function accountCheckInput(market: Market, fields: BankCardFields) {
  const accountNumber = fields.accountNumber.replace(/[\s-]+/g, '');
  return { market, bankCode: market === 'ng' ? fields.bankCode : accountNumber.slice(0, 3), accountNumber };
}

/** The key sent with `/user/addBankCard`: the same until the server answers with a refusal. */
export function idempotencyKeyOf(context: { idempotencyKey: string; attempt: number }): string {
  return context.attempt === 0 ? context.idempotencyKey : `${context.idempotencyKey}-${context.attempt}`;
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
