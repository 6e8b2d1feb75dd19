import { kycOrderFromEnv } from './orders/kycOrder';
import type { KycStep } from './orders/stepCodes';
import type { Market } from './phone';

export interface SandboxConfig {
  /** Seconds an order stays in Applying (1) before it is approved by itself. */
  assessSeconds: number;
  /** Seconds an order stays in Lending (7) before the payout lands by itself. */
  disburseSeconds: number;
  /** Market answered by /country/meta/ip and given to new users unless the client says otherwise. */
  defaultMarket: Market;
  /** A payload timestamp further than this from sandbox time answers 40005; 0 turns the check off. */
  maxSkewSeconds: number;
  /** The order new orders ask for their KYC steps in, unless QA set one for the borrower. */
  kycOrder: readonly KycStep[];
  /**
   * Whether sign-in asks for an SMS code (`/security/isRequiredVerificationCode`); when not, sign-up
   * and login take an empty code (a wrong one is still refused).
   */
  codeRequired: boolean;
}

export function numberFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** A delay in seconds; `Infinity` or `never` mean "only when forced" (DESIGN), not the fallback. */
export function secondsFromEnv(value: string | undefined, fallback: number): number {
  const word = value?.trim().toLowerCase();
  return word === 'never' || word === 'infinity' ? Infinity : numberFromEnv(value, fallback);
}

export function configFromEnv(env: NodeJS.ProcessEnv): SandboxConfig {
  return {
    assessSeconds: secondsFromEnv(env.SANDBOX_ASSESS_SECONDS, 5),
    disburseSeconds: secondsFromEnv(env.SANDBOX_DISBURSE_SECONDS, 5),
    defaultMarket: env.SANDBOX_MARKET === 'mx' ? 'mx' : 'ng',
    maxSkewSeconds: numberFromEnv(env.SANDBOX_MAX_SKEW_SECONDS, 36 * 3600),
    kycOrder: kycOrderFromEnv(env.SANDBOX_KYC_ORDER),
    codeRequired: env.SANDBOX_CODE_REQUIRED?.trim().toLowerCase() !== 'false',
  };
}
