/**
 * Email. SPEC section 5 allows only gmail/yahoo .com while the picker suggests outlook too (FAULTS F45).
 * Two policies: `'gmailYahooOnly'` (SPEC's rule) and `'any'` (every well-formed address; what the
 * personal-info form uses, `EMAIL_POLICY` in services/kyc/personalInfo.rules.ts). Whatever the
 * policy, the suggestions come from `emailSuggestionsFor(policy)`, so the picker never offers what
 * the validator refuses. Spaces are removed before checking.
 */
export type EmailPolicy = 'any' | 'gmailYahooOnly';

export const EMAIL_DOMAIN_SUGGESTIONS = ['gmail.com', 'yahoo.com', 'outlook.com'] as const;
export const STRICT_EMAIL_DOMAINS = ['gmail.com', 'yahoo.com'] as const;

// Local part: letters, digits, dot, underscore, hyphen, plus; no leading/trailing/double dot.
const EMAIL_PATTERN =
  /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}$/;

export function normalizeEmail(input: string): string {
  return input.replace(/\s+/g, '');
}

export function isValidEmail(input: string): boolean {
  const email = normalizeEmail(input);
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

export function isAllowedEmailDomain(input: string): boolean {
  const domain = normalizeEmail(input).split('@')[1]?.toLowerCase() ?? '';
  return (STRICT_EMAIL_DOMAINS as readonly string[]).includes(domain);
}

/** Email accepted under the given policy (well-formed, and for 'gmailYahooOnly' at gmail.com or yahoo.com). */
export function isEmailAcceptedBy(policy: EmailPolicy, input: string): boolean {
  return isValidEmail(input) && (policy === 'any' || isAllowedEmailDomain(input));
}

/** The suggestions a picker may show under a policy, so picker and validator always agree. */
export function emailSuggestionsFor(policy: EmailPolicy): readonly string[] {
  return policy === 'any' ? EMAIL_DOMAIN_SUGGESTIONS : STRICT_EMAIL_DOMAINS;
}
