import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { yesNo } from './yesNo';

/** `market` tells the server which market a new number belongs to (the sandbox reads it). */
type MobilePayload = { mobile: string; market?: 'ng' | 'mx' };
type Credentials = MobilePayload & { verifyCode: string };

const userInfo = v.looseObject({ mobile: v.string(), userId: v.optional(v.union([v.string(), v.number()])) });

export const authEndpoints = {
  existsByMobile: defineEndpoint<MobilePayload, { exists: boolean }>({
    method: 'GET',
    path: '/security/existsByMobile',
    data: v.looseObject({ exists: yesNo }),
  }),
  getVerifyCode: defineEndpoint<MobilePayload>({ method: 'POST', path: '/security/getVerifyCode' }),
  isRequiredVerificationCode: defineEndpoint<Partial<MobilePayload>, { required: boolean }>({
    method: 'GET',
    path: '/security/isRequiredVerificationCode',
    data: v.looseObject({ required: yesNo }),
  }),
  register: defineEndpoint<Credentials, { token: string; userInfo: v.InferOutput<typeof userInfo> }>({
    method: 'POST',
    path: '/security/register',
    data: v.looseObject({ token: v.pipe(v.string(), v.minLength(1)), userInfo }),
  }),
  login: defineEndpoint<Credentials, { token: string; userInfo: v.InferOutput<typeof userInfo> }>({
    method: 'POST',
    path: '/security/login',
    data: v.looseObject({ token: v.pipe(v.string(), v.minLength(1)), userInfo }),
  }),
  getUserInfo: defineEndpoint<Record<string, never>, v.InferOutput<typeof userInfo>>({
    method: 'GET',
    path: '/security/getUserInfo',
    data: userInfo,
  }),
  countryByIp: defineEndpoint({ method: 'POST', path: '/country/meta/ip', base: 'cou' }),
  countryByCode: defineEndpoint({ method: 'POST', path: '/country/meta/code', base: 'cou' }),
};
