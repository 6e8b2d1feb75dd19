import * as v from 'valibot';
import { CONTACT_RELATIONS, optionValues } from '../options';
import type { Market } from '../validation/market';
import { normalizeMxPhone, isValidMxMobile } from '../validation/phoneMx';
import { normalizeNgPhone, isValidNgMobile } from '../validation/phoneNg';
import { selectRequired, type ValidationCode } from '../validation/schemas/codes';

/** A contact's or borrower's phone as the national number: SPEC section 5 normalisation. */
export function normalizePhone(raw: string, market: Market): string {
  return market === 'ng' ? normalizeNgPhone(raw) : normalizeMxPhone(raw);
}

export function isValidMobile(raw: string, market: Market): boolean {
  return market === 'ng' ? isValidNgMobile(raw) : isValidMxMobile(raw);
}

const NAME_MAX = 50;

function contactName() {
  return v.pipe(
    v.string('contactName.required' satisfies ValidationCode),
    v.trim(),
    v.nonEmpty('contactName.required' satisfies ValidationCode),
    v.maxLength(NAME_MAX, 'name.tooLong' satisfies ValidationCode),
  );
}

function contactPhone(market: Market) {
  return v.pipe(
    v.string('contactPhone.required' satisfies ValidationCode),
    v.trim(),
    v.nonEmpty('contactPhone.required' satisfies ValidationCode),
    v.check((value) => isValidMobile(value, market), 'contactPhone.format' satisfies ValidationCode),
  );
}

const RELATION_VALUES: readonly string[] = optionValues(CONTACT_RELATIONS);

function contactRelation() {
  return v.pipe(
    v.string(selectRequired('relation')),
    v.check((value) => RELATION_VALUES.includes(value), selectRequired('relation')),
  );
}

/**
 * Screen 4: two emergency contacts, flat keys `contact1Name` ... `contact2Relation`. Relations must
 * differ and phones must differ (compared after normalisation); the error sits on the second contact.
 */
export function contactsSchema({ market }: { market: Market }) {
  return v.pipe(
    v.object({
      contact1Name: contactName(),
      contact1Phone: contactPhone(market),
      contact1Relation: contactRelation(),
      contact2Name: contactName(),
      contact2Phone: contactPhone(market),
      contact2Relation: contactRelation(),
    }),
    v.forward(
      v.partialCheck(
        [['contact1Relation'], ['contact2Relation']],
        (input) => input.contact1Relation !== input.contact2Relation,
        'contacts.sameRelation' satisfies ValidationCode,
      ),
      ['contact2Relation'],
    ),
    v.forward(
      v.partialCheck(
        [['contact1Phone'], ['contact2Phone']],
        (input) => normalizePhone(input.contact1Phone, market) !== normalizePhone(input.contact2Phone, market),
        'contacts.samePhone' satisfies ValidationCode,
      ),
      ['contact2Phone'],
    ),
  );
}
