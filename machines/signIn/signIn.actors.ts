import { fromCallback, fromPromise } from 'xstate';
import type { ApiResult } from '../../services/api/result';
import type { AppServices } from '../../services/appServices';
import { endpoints } from '../../services/api/endpoints';
import type { SessionUser } from '../session/session.types';
import { RESEND_SECONDS } from './signIn.machine';
import type {
  CheckMobileOutput,
  CredentialsInput,
  MobileInput,
  Rejected,
  RequestCodeOutput,
  SignInEvent,
  SubmitCredentialsOutput,
} from './signIn.types';

const TICK_MS = 1000;

function rejected(result: Exclude<ApiResult<unknown>, { ok: true }>): Rejected {
  return { kind: 'rejected', code: result.code, msg: result.msg };
}

/**
 * The sign-in calls; faults (network, timeout, bad answers) throw and land in `onError`. `sentBefore`:
 * the code a kept draft says was sent before a reload (its number as the machine sends it).
 */
export function createSignInActors(
  services: Pick<AppServices, 'api' | 'now'>,
  sentBefore: { market: string; mobile: string; at: number } | null = null,
) {
  const { api } = services;
  // When a code last went to each number: "Change number" and the same number again must not
  // skip the resend wait (an SMS costs money, and a new code makes the last one stale), a reload
  // in between included.
  const codeSentAt = new Map<string, number>(sentBefore ? [[`${sentBefore.market}:${sentBefore.mobile}`, sentBefore.at]] : []);
  return {
    checkMobile: fromPromise<CheckMobileOutput, MobileInput>(async ({ input, signal }) => {
      const exists = await api.call(endpoints.auth.existsByMobile, input, { signal });
      if (!exists.ok) return rejected(exists);
      const required = await api.call(endpoints.auth.isRequiredVerificationCode, input, { signal });
      if (!required.ok) return rejected(required);
      return { kind: 'checked', exists: exists.data.exists, codeRequired: required.data.required };
    }),
    requestCode: fromPromise<RequestCodeOutput, MobileInput>(async ({ input, signal }) => {
      const number = `${input.market}:${input.mobile}`;
      const last = codeSentAt.get(number);
      if (last !== undefined) {
        const age = (services.now() - last) / 1000;
        if (age >= 0 && age < RESEND_SECONDS) return { kind: 'alreadySent', at: last, age };
      }
      const result = await api.call(endpoints.auth.getVerifyCode, input, { signal });
      if (!result.ok) return rejected(result);
      const at = services.now();
      codeSentAt.set(number, at);
      return { kind: 'sent', at };
    }),
    submitCredentials: fromPromise<SubmitCredentialsOutput, CredentialsInput>(async ({ input, signal }) => {
      const endpoint = input.mode === 'login' ? endpoints.auth.login : endpoints.auth.register;
      const result = await api.call(
        endpoint,
        { mobile: input.mobile, verifyCode: input.verifyCode, market: input.market },
        { signal },
      );
      if (!result.ok) return rejected(result);
      return { kind: 'signedIn', token: result.data.token, user: result.data.userInfo as SessionUser };
    }),
    resendTicker: fromCallback<SignInEvent>(({ sendBack }) => {
      // A chain of timeouts: machines keep away from setInterval (lint), and this stops on exit.
      // Each tick says the time gone by the clock: a WebView in the background runs no timers.
      const startedAt = services.now();
      let timer = setTimeout(function tick() {
        sendBack({ type: 'signIn.resendTicked', elapsedSeconds: (services.now() - startedAt) / 1000 });
        timer = setTimeout(tick, TICK_MS);
      }, TICK_MS);
      return () => clearTimeout(timer);
    }),
  };
}
