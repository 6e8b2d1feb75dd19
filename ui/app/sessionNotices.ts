import { msg } from '@lingui/core/macro';
import type { SessionNotice } from '../../machines/session/session.types';
import type { ToastInput } from '../shared/toast';

/** The message each end of a session shows on home (SPEC section 8). */
export function sessionNoticeToast(notice: SessionNotice, supportEmail: string): ToastInput {
  const long = 8000;
  switch (notice) {
    case 10010301:
      return {
        message: msg`This account cannot log in. Please contact customer support.`,
        tone: 'error',
        // With the way out: stays until dismissed.
        action: { label: msg`Contact support`, href: `mailto:${supportEmail}` },
      };
    case 10010303:
      return { message: msg`Your session has expired, please log in again.`, tone: 'error', durationMs: long };
    case 10010304:
      return {
        message: msg`Your account was logged in on another device, please log in again.`,
        tone: 'error',
        durationMs: long,
      };
    case 100103:
      return { message: msg`Invalid token, please log in again.`, tone: 'error', durationMs: long };
    case 'signedOut':
      return { message: msg`Logged out successfully.`, tone: 'success' };
  }
}
