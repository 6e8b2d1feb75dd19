import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MarketProblem } from '../../../machines/marketApply/marketApply.types';
import type { MarketOrderStatus } from '../../../services/api/endpoints/support';

export const MARKET_STATUS_LABELS: Record<MarketOrderStatus, MessageDescriptor> = {
  applying: msg`Under review`,
  approved: msg`Approved`,
  rejected: msg`Not approved`,
  repaying: msg`Repaying`,
  finished: msg`Paid off`,
};

export const TONE_LABELS: Record<'normal' | 'dueSoon' | 'overdue', MessageDescriptor> = {
  normal: msg`On time`,
  dueSoon: msg`Due soon`,
  overdue: msg`Overdue`,
};

export const MARKET_PROBLEMS: Record<MarketProblem, MessageDescriptor> = {
  amountOutOfRange: msg`Enter an amount within the product's range`,
  amountNotWhole: msg`Enter a whole amount, without cents`,
  nameRequired: msg`Please input your full name`,
  emailInvalid: msg`Please input a valid email`,
  incomeRequired: msg`Please select your monthly income`,
  employmentRequired: msg`Please select your employment`,
};
