import { DAY_MS } from './pricing';
import { StepCode } from './stepCodes';

/** SPEC section 9: an unsuccessful applicant's data is deleted after a week. */
export const REJECTED_DATA_KEPT_MS = 7 * DAY_MS;

/** What an application collected: the KYC steps and the consent. A partner's marketplace forms are not the app's application. */
export const APPLICATION_DATA = ['basicInfo', 'identity', 'additionalInfo', 'questionnaire', 'bankCard', 'disclosure'] as const;

/** Whether the application data is gone by `now`: the latest order was rejected a week or more before. */
export function isApplicationDataGone(latest: { stepCode: number; data: { rejectedAt: number | null } } | null, now: number): boolean {
  return latest?.stepCode === StepCode.Reject && latest.data.rejectedAt !== null && latest.data.rejectedAt + REJECTED_DATA_KEPT_MS <= now;
}
