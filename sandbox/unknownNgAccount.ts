import { ErrorCode } from './errors';
import { fail, type HandlerContext, type HandlerResult } from './handlers';

/**
 * The sandbox's stand-in for a Nigerian account its bank does not know: a valid NUBAN that starts
 * with six zeros (First Bank 0000000220, the CBN's worked example). The look-up refuses it, and so do
 * adding the account and moving a failed payout to it: an account nobody found cannot be paid into.
 */
export function unknownNgAccount(ctx: Pick<HandlerContext, 'headers'>, bank: { label: string }, accountNumber: string): HandlerResult | null {
  if (!/^0{6}/.test(accountNumber.trim())) return null;
  const message =
    ctx.headers.lang === 'es'
      ? `No se encontró ninguna cuenta con este número en ${bank.label}. Revisa el número y el banco.`
      : `No account with this number was found at ${bank.label}. Check the number and the bank.`;
  return fail(ErrorCode.badAccount, message);
}
