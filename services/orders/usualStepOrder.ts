import { STEPS, StepCode, type StepCodeValue } from './stepCodes';

/**
 * The KYC steps of a new order in the order the server asks for them unless it is set otherwise
 * (the sandbox's default too). The client never relies on it: it goes where each answer's step code
 * says (DESIGN). It only tells which screen to fetch ahead of time.
 */
export const USUAL_KYC_STEPS = [StepCode.BasicInfo, StepCode.Addition, StepCode.IdentityOCR, StepCode.Question, StepCode.BindCard] as const;

const routeOf = (code: StepCodeValue) => STEPS[code].route?.split('?')[0] ?? null;

/** A new loan as it usually goes: the amount, the KYC steps, the device data, the confirmation, the review. */
const USUAL_WAY = ['/borrow/to_borrow', ...[...USUAL_KYC_STEPS, StepCode.FinishLoading, StepCode.Confirm, StepCode.Applying].map(routeOf)];

/** The screen that usually follows the one at `path` (a path without its query); null after the last or off the way. */
export function usualNextRoute(path: string): string | null {
  const at = USUAL_WAY.indexOf(path);
  return at < 0 ? null : (USUAL_WAY[at + 1] ?? null);
}
