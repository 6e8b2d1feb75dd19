import * as v from 'valibot';
import type { UserRow } from '../db';
import { ErrorCode, SESSION_MESSAGES } from '../errors';
import type { HandlerContext } from '../handlers';
import { authed, defineHandlers, fail, ok, open, parsePayload } from '../handlers';
import { marketFor } from '../market';
import { isValidMobile, normalizeMobile } from '../phone';

/** Sign-up and sign-in (DESIGN.md "Sandbox contract"). The verification code is always 123456. */
export const VERIFY_CODE = '123456';

const mobilePayload = v.looseObject({ mobile: v.string() });
// A missing code is an empty one: the borrower hears SPEC's "verification code cannot be empty", not a malformed request.
const credentials = v.looseObject({ mobile: v.string(), verifyCode: v.optional(v.union([v.string(), v.number()]), '') });

/**
 * The SMS code check (sign-up, login, /loan/validateVerifyCode): empty, wrong, or null when it is
 * the right one. With `SANDBOX_CODE_REQUIRED=false` sign-in asks for none, so an empty one passes.
 */
export function codeRefusal(verifyCode: string | number, required = true) {
  if (String(verifyCode).trim() === '') return required ? fail(ErrorCode.invalidVerifyCode, 'verification code cannot be empty') : null;
  return String(verifyCode) === VERIFY_CODE ? null : fail(ErrorCode.invalidVerifyCode, 'invalid verification code');
}

export function userInfo(user: UserRow) {
  return { userId: user.id, mobile: user.mobile, market: user.market, createdAt: user.createdAt };
}

async function normalized(ctx: HandlerContext, raw: string) {
  const market = await marketFor(ctx);
  const mobile = normalizeMobile(raw, market);
  return { market, mobile, valid: isValidMobile(mobile, market) };
}

const invalidMobile = () => fail(ErrorCode.invalidMobile, 'phone number cannot be empty or wrongly formatted');

export default defineHandlers({
  'GET /security/existsByMobile': open(async (ctx) => {
    const { mobile } = parsePayload(mobilePayload, ctx.payload);
    const n = await normalized(ctx, mobile);
    if (!n.valid) return invalidMobile();
    return ok({ exists: (await ctx.db.findUser(n.market, n.mobile)) !== null });
  }),

  'POST /security/getVerifyCode': open(async (ctx) => {
    const { mobile } = parsePayload(mobilePayload, ctx.payload);
    if (!(await normalized(ctx, mobile)).valid) return invalidMobile();
    return ok({}, 'sent successfully');
  }),

  'GET /security/isRequiredVerificationCode': open(async (ctx) => ok({ required: ctx.config.codeRequired })),

  'POST /security/register': open(async (ctx) => {
    const { mobile, verifyCode } = parsePayload(credentials, ctx.payload);
    const n = await normalized(ctx, mobile);
    if (!n.valid) return invalidMobile();
    const refused = codeRefusal(verifyCode, ctx.config.codeRequired);
    if (refused) return refused;
    if (await ctx.db.findUser(n.market, n.mobile)) {
      return fail(ErrorCode.alreadyRegistered, 'this number has been registered, please login directly');
    }
    const user = await ctx.db.createUser(n.market, n.mobile, ctx.clock.now());
    const token = await ctx.db.createSession(user.id, ctx.clock.now());
    return ok({ token, userInfo: userInfo(user) }, 'registered successfully');
  }),

  'POST /security/login': open(async (ctx) => {
    const { mobile, verifyCode } = parsePayload(credentials, ctx.payload);
    const n = await normalized(ctx, mobile);
    if (!n.valid) return invalidMobile();
    const refused = codeRefusal(verifyCode, ctx.config.codeRequired);
    if (refused) return refused;
    const user = await ctx.db.findUser(n.market, n.mobile);
    if (!user) return fail(ErrorCode.notRegistered, 'this number is not registered, please sign up');
    // QA's session control reaches a signed-out borrower too: their login is their next call (F18 "cannot log in").
    // The token codes (expired, another device, invalid) are about a token: they wait for a call that has one.
    const forced = await ctx.db.takePendingSessionCode(user.id);
    if (forced === ErrorCode.sessionCannotLogin) return { code: forced, msg: SESSION_MESSAGES[forced] ?? 'session ended', data: null };
    if (forced !== null) await ctx.db.setPendingSessionCode(user.id, forced);
    const token = await ctx.db.createSession(user.id, ctx.clock.now());
    return ok({ token, userInfo: userInfo(user) }, 'login successful');
  }),

  'GET /security/getUserInfo': authed(async (ctx) => ok(userInfo(ctx.user))),
});
