import type { PersonalField, PersonalFields, PersonalPart } from '../../services/kyc/personalInfo.fields';
import type { ContactPick } from '../../services/bridge/bridge.types';
import type { IsoDate } from '../../services/validation/birthday';
import type { Market } from '../../services/validation/market';
import type { NextStep, SubmitError, SubmitOutcome } from '../shared/submitError';

export interface GeoState {
  code: string;
  name: string;
  districts: readonly string[];
}

export interface PersonalInfoInput {
  market: Market;
  today: IsoDate;
  /** Values already known (e.g. from the server's profile); the rest start empty. */
  fields?: Partial<PersonalFields>;
}

/** A contact pick that did not fill the fields: the borrower types instead (FAULTS F32-F36). */
export interface ContactNotice {
  index: 1 | 2;
  reason: Exclude<ContactPick['kind'], 'picked'> | 'invalidPhone';
}

export interface PersonalInfoContext {
  market: Market;
  today: IsoDate;
  fields: PersonalFields;
  /** Fields the borrower has left at least once: their errors show inline. */
  touched: PersonalField[];
  /** Parts where Next or Submit was pressed: all their errors show. */
  revealed: PersonalPart[];
  geography: GeoState[] | null;
  contactNotice: ContactNotice | null;
  /** The contact slot the picker is filling. */
  pickingIndex: 1 | 2;
  submitError: SubmitError | null;
  nextRoute: string | null;
}

export type PersonalInfoEvent =
  /** `chosen`: picked from a list (a select), which the wrapper's analytics hears of (field only, never the value). */
  | { type: 'field.changed'; field: PersonalField; value: string; chosen?: boolean }
  | { type: 'field.blurred'; field: PersonalField }
  | { type: 'part.nextRequested' }
  | { type: 'part.backRequested' }
  | { type: 'contact.pickRequested'; index: 1 | 2 }
  | { type: 'form.submitted' }
  | { type: 'geography.requested' }
  | { type: 'nextStep.retryRequested' }
  | { type: 'network.wentOffline' }
  | { type: 'network.cameOnline' };

export interface PickContactOutput {
  index: 1 | 2;
  pick: ContactPick;
}

export type SaveBasicInfoInput = { payload: Partial<PersonalFields> };
export type { NextStep, SubmitOutcome };
