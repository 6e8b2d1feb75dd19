import { fromCallback, fromPromise } from 'xstate';
import type { ApiResult } from '../../services/api/result';
import type { AppServices } from '../../services/appServices';
import { endpoints } from '../../services/api/endpoints';
import type { SessionUser } from '../session/session.types';
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

/** The sign-in calls; faults (network, timeout, bad answers) throw and land in `onError`. */
export function createSignInActors(services: Pick<AppServices, 'api' | 'now'>) {
  const { api } = services;
  return {
    checkMobile: fromPromise<CheckMobileOutput, MobileInput>(async ({ input, signal }) => {
      const exists = await api.call(endpoints.auth.existsByMobile, input, { signal });
      if (!exists.ok) return rejected(exists);
      const required = await api.call(endpoints.auth.isRequiredVerificationCode, input, { signal });
      if (!required.ok) return rejected(required);
      return { kind: 'checked', exists: exists.data.exists, codeRequired: required.data.required };
    }),
    requestCode: fromPromise<RequestCodeOutput, MobileInput>(async ({ input, signal }) => {
      const result = await api.call(endpoints.auth.getVerifyCode, input, { signal });
      return result.ok ? { kind: 'sent', at: services.now() } : rejected(result);
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
      let timer = setTimeout(function tick() {
        sendBack({ type: 'signIn.resendTicked' });
        timer = setTimeout(tick, TICK_MS);
      }, TICK_MS);
      return () => clearTimeout(timer);
    }),
  };
}
