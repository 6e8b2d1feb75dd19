import * as v from 'valibot';
import { CARD_TYPES, NG_BANKS, optionValues } from '../../options';
import { isValidCardNumber, normalizeCardNumber } from '../card';
import { isValidCvc, isValidPeriodOver, parseValidPeriod } from '../cardValidPeriod';
import { isValidClabe, normalizeClabe } from '../clabe';
import { isValidBvn } from '../contactFields';
import { isValidNgAccountNumber } from '../ngAccount';
import { normalizeAccountNumber } from '../nuban';
import type { ValidationCode } from './codes';
import { select } from './fields';
import { curpField } from './additional';

const accountNumber = v.pipe(
  v.string('bank.accountRequired' satisfies ValidationCode),
  v.transform((value) => value.replace(/[\s-]+/g, '')),
  v.nonEmpty('bank.accountRequired' satisfies ValidationCode),
);

const holderName = v.pipe(
  v.string('cardHolder.required' satisfies ValidationCode),
  v.trim(),
  v.nonEmpty('cardHolder.required' satisfies ValidationCode),
);

/**
 * Nigeria: bank from the list, 10-digit account (NUBAN check digit where the bank has a CBN code),
 * confirmation equal, holder name, BVN (11 digits). `bankCodes` defaults to NG_BANKS; pass the server's
 * list when it is loaded.
 */
export function bankCardNgSchema(bankCodes: readonly string[] = NG_BANKS.map((bank) => bank.code)) {
  return v.pipe(
    v.object({
      bankCode: select('bank', bankCodes),
      accountNumber,
      accountNumberConfirm: v.pipe(v.string(), v.transform(normalizeAccountNumber)),
      holderName,
      bvn: v.pipe(
        v.string('bvn.required' satisfies ValidationCode),
        v.trim(),
        v.nonEmpty('bvn.required' satisfies ValidationCode),
        v.check(isValidBvn, 'bvn.invalid' satisfies ValidationCode),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['bankCode'], ['accountNumber']],
        (input) => isValidNgAccountNumber(input.bankCode, input.accountNumber),
        'bank.nuban' satisfies ValidationCode,
      ),
      ['accountNumber'],
    ),
    v.forward(
      v.partialCheck(
        [['accountNumber'], ['accountNumberConfirm']],
        (input) => input.accountNumber === input.accountNumberConfirm,
        'bank.confirmMismatch' satisfies ValidationCode,
      ),
      ['accountNumberConfirm'],
    ),
  );
}

/** Only a debit card has a valid period and a CVC; a CLABE sends neither. */
const cardDetail = v.optional(v.pipe(v.string(), v.trim()), '');

/**
 * Mexico: card type CLABE (18 digits) or debit card (16 digits, Luhn, with its valid period "MM/YY"
 * and an optional CVC), confirmation, holder name, CURP. `today` ('YYYY-MM-DD'): a card whose valid
 * period is over is refused; without it only the form of the period is checked.
 */
export function bankCardMxSchema(today?: string) {
  const isCard = (input: { cardType: string }) => input.cardType === 'bankCard';
  return v.pipe(
    v.object({
      cardType: select('cardType', optionValues(CARD_TYPES)),
      accountNumber,
      accountNumberConfirm: v.pipe(v.string(), v.transform((value) => value.replace(/[\s-]+/g, ''))),
      holderName,
      curp: curpField,
      validPeriod: cardDetail,
      cvc: cardDetail,
    }),
    v.forward(
      v.partialCheck(
        [['cardType'], ['validPeriod']],
        (input) => !isCard(input) || input.validPeriod !== '',
        'card.validPeriodRequired' satisfies ValidationCode,
      ),
      ['validPeriod'],
    ),
    v.forward(
      v.partialCheck(
        [['cardType'], ['validPeriod']],
        (input) => !isCard(input) || input.validPeriod === '' || parseValidPeriod(input.validPeriod) !== null,
        'card.validPeriodFormat' satisfies ValidationCode,
      ),
      ['validPeriod'],
    ),
    v.forward(
      v.partialCheck(
        [['cardType'], ['validPeriod']],
        (input) => {
          const period = isCard(input) && today ? parseValidPeriod(input.validPeriod) : null;
          return period === null || !isValidPeriodOver(period, today!);
        },
        'card.expired' satisfies ValidationCode,
      ),
      ['validPeriod'],
    ),
    v.forward(
      v.partialCheck(
        [['cardType'], ['cvc']],
        (input) => !isCard(input) || input.cvc === '' || isValidCvc(input.cvc),
        'card.cvcFormat' satisfies ValidationCode,
      ),
      ['cvc'],
    ),
    v.forward(
      v.partialCheck(
        [['cardType'], ['accountNumber']],
        (input) => input.cardType !== 'clabe' || isValidClabe(normalizeClabe(input.accountNumber)),
        'bank.clabe' satisfies ValidationCode,
      ),
      ['accountNumber'],
    ),
    v.forward(
      v.partialCheck(
        [['cardType'], ['accountNumber']],
        (input) => input.cardType !== 'bankCard' || isValidCardNumber(normalizeCardNumber(input.accountNumber)),
        'bank.card' satisfies ValidationCode,
      ),
      ['accountNumber'],
    ),
    v.forward(
      v.partialCheck(
        [['accountNumber'], ['accountNumberConfirm']],
        (input) => input.accountNumber === input.accountNumberConfirm,
        'bank.confirmMismatch' satisfies ValidationCode,
      ),
      ['accountNumberConfirm'],
    ),
  );
}

export type BankCardNgInput = v.InferInput<ReturnType<typeof bankCardNgSchema>>;
export type BankCardMxInput = v.InferInput<ReturnType<typeof bankCardMxSchema>>;
