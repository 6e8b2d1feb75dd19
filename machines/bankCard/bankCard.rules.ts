import type * as v from 'valibot';
import { formatValidPeriod, parseValidPeriod } from '../../services/validation/cardValidPeriod';
import { bankCardMxSchema, bankCardNgSchema } from '../../services/validation/schemas/bankCard';
import type { ValidationCode } from '../../services/validation/schemas/codes';
import { validateForm } from '../../services/validation/schemas/validateForm';
import type { Market } from '../../services/validation/market';
import { versionedKey } from '../shared/idempotencyKey';
import { BANK_CARD_FIELDS, type BankCardField, type BankCardFields } from './bankCard.types';

interface BankCardRules {
  /** The fields the form shows and sends. */
  fields: readonly BankCardField[];
  /** `bankCodes`: the banks on offer, where the bank is chosen from a list; `today`: to refuse an expired card. */
  schema: (bankCodes?: readonly string[], today?: string) => v.GenericSchema;
  /** What a new form starts with besides empty fields. */
  preset: Partial<BankCardFields>;
  /** The bank is chosen from a list: the server's, or the bundled one when that call fails. */
  choosesBankFromList: boolean;
  /** The account is looked up before it is added (holder name, or bank and branch). */
  needsAccountCheck: (fields: BankCardFields) => boolean;
  /** The bank the look-up asks about (`accountNumber` without spaces or dashes). */
  bankCodeOf: (fields: BankCardFields, accountNumber: string) => string;
}

/** One row per market: a market without its bank-card rules does not compile. */
const BANK_CARD_RULES: Record<Market, BankCardRules> = {
  // NUBAN with the bank list; the look-up returns the holder name. BVN with the card.
  ng: {
    fields: ['bankCode', 'accountNumber', 'accountNumberConfirm', 'holderName', 'bvn'],
    schema: bankCardNgSchema,
    preset: {},
    choosesBankFromList: true,
    needsAccountCheck: () => true,
    bankCodeOf: (fields) => fields.bankCode,
  },
  // CLABE (the default) or debit card (with its valid period and an optional CVC); a CLABE's bank
  // and branch are looked up by its first 3 digits. CURP with the card.
  mx: {
    fields: ['cardType', 'accountNumber', 'accountNumberConfirm', 'holderName', 'curp', 'validPeriod', 'cvc'],
    schema: (_bankCodes, today) => bankCardMxSchema(today),
    preset: { cardType: 'clabe' },
    choosesBankFromList: false,
    needsAccountCheck: (fields) => fields.cardType === 'clabe',
    bankCodeOf: (_fields, accountNumber) => accountNumber.slice(0, 3),
  },
};

export function bankCardFieldsFor(market: Market): readonly BankCardField[] {
  return BANK_CARD_RULES[market].fields;
}

/** The fields on screen now: a debit card's valid period and CVC only while the card type is a debit card. */
export function shownBankCardFields(market: Market, fields: BankCardFields): readonly BankCardField[] {
  const cardOnly: readonly BankCardField[] = ['validPeriod', 'cvc'];
  return bankCardFieldsFor(market).filter((field) => fields.cardType === 'bankCard' || !cardOnly.includes(field));
}

export function emptyBankCardFields(market: Market): BankCardFields {
  const empty = Object.fromEntries(BANK_CARD_FIELDS.map((field) => [field, ''])) as BankCardFields;
  return { ...empty, ...BANK_CARD_RULES[market].preset };
}

export function choosesBankFromList(market: Market): boolean {
  return BANK_CARD_RULES[market].choosesBankFromList;
}

function valuesFor(market: Market, fields: BankCardFields) {
  return Object.fromEntries(bankCardFieldsFor(market).map((field) => [field, fields[field]]));
}

/**
 * Field -> code by the shared schemas (NUBAN with bank list and BVN; CLABE or 16-digit card and CURP).
 * `bankCodes`: the Nigerian banks on offer (the server's list once loaded); the bundled list by default.
 * `today`: the device's date, so an expired debit card is refused before it is sent.
 */
export function bankCardErrors(
  market: Market,
  fields: BankCardFields,
  bankCodes?: readonly string[],
  today?: string | null,
): Partial<Record<BankCardField, ValidationCode>> {
  const result = validateForm(BANK_CARD_RULES[market].schema(bankCodes, today ?? undefined), valuesFor(market, fields));
  return result.ok ? {} : (result.errors as Partial<Record<BankCardField, ValidationCode>>);
}

/** The account needs a look-up before it is added: Nigeria (holder name) and CLABE (bank and branch). */
export function needsAccountCheck(market: Market, fields: BankCardFields): boolean {
  return BANK_CARD_RULES[market].needsAccountCheck(fields);
}

/** What the account look-up receives: the bank and the account number (Mexico: the CLABE's bank code). */
export function accountCheckInput(market: Market, fields: BankCardFields) {
  const accountNumber = fields.accountNumber.replace(/[\s-]+/g, '');
  return { market, bankCode: BANK_CARD_RULES[market].bankCodeOf(fields, accountNumber), accountNumber };
}

/** The key sent with `/user/addBankCard`: the same until the server refuses, or the card is edited after a lost answer. */
export function idempotencyKeyOf(context: { idempotencyKey: string; keyVersion: number }): string {
  return versionedKey(context.idempotencyKey, context.keyVersion);
}

/** What `/user/addBankCard` receives: the market's fields, numbers without spaces or dashes, a card's period as "MM/YY". */
export function bankCardPayload(market: Market, fields: BankCardFields): Record<string, string> {
  const values = valuesFor(market, fields);
  for (const key of ['accountNumber', 'accountNumberConfirm', 'bvn', 'curp']) {
    if (key in values) values[key] = values[key]!.replace(/[\s-]+/g, '').toUpperCase();
  }
  values.holderName = values.holderName!.trim();
  if ('validPeriod' in values) {
    // A CLABE has neither; a card sends its period as "MM/YY", and its CVC only when given.
    const period = values.cardType === 'bankCard' ? parseValidPeriod(values.validPeriod!) : null;
    const cvc = values.cardType === 'bankCard' ? values.cvc!.trim() : '';
    delete values.validPeriod;
    delete values.cvc;
    if (period) values.validPeriod = formatValidPeriod(period);
    if (cvc) values.cvc = cvc;
  }
  return values;
}
