/**
 * The order step codes (SPEC section 4, the app's own table in services/orders/stepCodes.ts) mapped to
 * the lifecycle machine's states. The machine, the jump control and the tests read this table.
 */
import type { StepCodeValue } from '../../services/orders/stepCodes';
import { StepCode } from '../../services/orders/stepCodes';
import { USUAL_KYC_STEPS } from '../../services/orders/usualStepOrder';

export { StepCode };
export type { StepCodeValue };

export interface StepInfo {
  code: StepCodeValue;
  /** Dotted state path in the lifecycle machine. */
  state: string;
}

export const STEPS: readonly StepInfo[] = [
  { code: StepCode.BasicInfo, state: 'kyc.basicInfo' },
  { code: StepCode.Addition, state: 'kyc.addition' },
  { code: StepCode.IdentityOCR, state: 'kyc.identityOcr' },
  { code: StepCode.Question, state: 'kyc.question' },
  { code: StepCode.BindCard, state: 'kyc.bindCard' },
  { code: StepCode.Confirm, state: 'kyc.confirm' },
  { code: StepCode.FinishLoading, state: 'kyc.finishLoading' },
  { code: StepCode.Applying, state: 'applying' },
  { code: StepCode.GetMoney, state: 'approved' },
  { code: StepCode.Lending, state: 'lending' },
  { code: StepCode.PayFail, state: 'payFailed' },
  { code: StepCode.Repaying, state: 'repaying' },
  { code: StepCode.Overdued, state: 'overdue' },
  { code: StepCode.Finish, state: 'finished' },
  { code: StepCode.Cancel, state: 'cancelled' },
  { code: StepCode.Reject, state: 'rejected' },
];

/**
 * The KYC steps of a new order, in the sandbox's default order: the usual one, which the app fetches
 * screens ahead by. The device data (19) always comes after them. Another order of the same five
 * can be set (orders/kycOrder.ts).
 */
export const KYC_STEPS = USUAL_KYC_STEPS;
export type KycStep = (typeof KYC_STEPS)[number];

/** Orders in these steps are over: a new order may be created. */
export const CLOSED_STEPS: readonly number[] = [StepCode.Finish, StepCode.Cancel, StepCode.Reject];

export function stepByCode(code: number): StepInfo | undefined {
  return STEPS.find((s) => s.code === code);
}

export function stepByState(state: string): StepInfo | undefined {
  return STEPS.find((s) => s.state === state);
}
