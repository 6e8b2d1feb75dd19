import { describe, expect, it } from 'vitest';
import { authScreens } from '../../../ui/auth/auth.routes';
import { kycScreens } from '../../../ui/kyc/kyc.routes';
import { loanScreens } from '../../../ui/loan/loan.routes';
import { repayScreens } from '../../../ui/repay/repay.routes';
import { supportScreens } from '../../../ui/support/support.routes';
import { ROUTES } from '../../../ui/app/routeTable';

const screensByArea: Record<string, Readonly<Record<string, unknown>>> = {
  auth: authScreens,
  kyc: kycScreens,
  loan: loanScreens,
  repay: repayScreens,
  support: supportScreens,
};

describe('every route of SPEC section 2 has a real screen in its area', () => {
  it.each(ROUTES.map((route) => [route.path, route.area] as const))('%s (%s)', (path, area) => {
    expect(screensByArea[area]?.[path], `ui/${area}/${area}.routes.tsx has no screen for ${path}`).toBeDefined();
  });
});
