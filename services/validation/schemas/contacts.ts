import * as v from 'valibot';
import { CONTACT_RELATIONS, optionValues } from '../../options';
import type { Market } from '../market';
import type { ValidationCode } from './codes';
import { select } from './fields';
import { isValidMobile, normalizeMobile } from './phoneField';

function contact(market: Market) {
  return v.object({
    name: v.pipe(
      v.string('contactName.required' satisfies ValidationCode),
      v.trim(),
      v.nonEmpty('contactName.required' satisfies ValidationCode),
    ),
    // Normalised the way SPEC section 5 says (strip +234/234/2340/0 and non-digits), then checked.
    phone: v.pipe(
      v.string('contactPhone.required' satisfies ValidationCode),
      v.transform((value) => normalizeMobile(market, value)),
      v.nonEmpty('contactPhone.required' satisfies ValidationCode),
      v.check((value) => isValidMobile(market, value), 'contactPhone.format' satisfies ValidationCode),
    ),
    relation: select('relation', optionValues(CONTACT_RELATIONS)),
  });
}

/** Screen 4: two emergency contacts with different relations and different phones. */
export function contactsSchema({ market }: { market: Market }) {
  return v.pipe(
    v.object({ contact1: contact(market), contact2: contact(market) }),
    v.forward(
      v.partialCheck(
        [['contact1', 'relation'], ['contact2', 'relation']],
        (input) => input.contact1.relation !== input.contact2.relation,
        'contacts.sameRelation' satisfies ValidationCode,
      ),
      ['contact2', 'relation'],
    ),
    v.forward(
      v.partialCheck(
        [['contact1', 'phone'], ['contact2', 'phone']],
        (input) => input.contact1.phone !== input.contact2.phone,
        'contacts.samePhone' satisfies ValidationCode,
      ),
      ['contact2', 'phone'],
    ),
  );
}

export type ContactsInput = v.InferInput<ReturnType<typeof contactsSchema>>;
