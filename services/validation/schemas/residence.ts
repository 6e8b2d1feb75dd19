import * as v from 'valibot';
import { RESIDENCE_TYPES, optionValues } from '../../options';
import { isValidAddress } from '../contactFields';
import type { Market } from '../market';
import { POSTAL_CODE_RULES } from '../postalCodeRules';
import { selectRequired, type ValidationCode } from './codes';
import { optionalMatching, select } from './fields';

export interface ResidenceConfig {
  market: Market;
  /** State codes of the market's geography; `citiesOf(state)` the district/municipality codes of one state. */
  states: readonly string[];
  citiesOf: (state: string) => readonly string[];
}

/** Screen 2: residence type, state, district (city), address; Mexico also a 5-digit postal code (optional). */
export function residenceSchema({ market, states, citiesOf }: ResidenceConfig) {
  const postalCode = POSTAL_CODE_RULES[market];
  return v.pipe(
    v.object({
      residenceType: select('residenceType', optionValues(RESIDENCE_TYPES)),
      state: select('state', states),
      // Not refused here when empty: the checks below say "select State first" or "select your
      // district", which they could not if this field had an error of its own.
      city: v.string(selectRequired('city')),
      address: v.pipe(
        v.string('address.required' satisfies ValidationCode),
        v.trim(),
        v.nonEmpty('address.required' satisfies ValidationCode),
        v.check(isValidAddress, 'address.length' satisfies ValidationCode),
      ),
      // Where the residence part does not ask for it, nothing typed is refused.
      postalCode: optionalMatching(postalCode.invalidCode, (value) => !postalCode.askedWithResidence || postalCode.isValid(value)),
    }),
    // "please select State" when a city is asked for before the state.
    v.forward(
      v.partialCheck([['state'], ['city']], (input) => states.includes(input.state), 'city.needsState' satisfies ValidationCode),
      ['city'],
    ),
    v.forward(
      v.partialCheck(
        [['state'], ['city']],
        (input) => !states.includes(input.state) || citiesOf(input.state).includes(input.city),
        selectRequired('city'),
      ),
      ['city'],
    ),
  );
}

export type ResidenceInput = v.InferInput<ReturnType<typeof residenceSchema>>;
