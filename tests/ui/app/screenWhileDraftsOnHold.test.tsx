import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADDITIONAL_INFO_DRAFT } from '../../../machines/additionalInfo/additionalInfo.draft';
import { ApiFault, type ApiResult } from '../../../services/api/result';
import { AppRoutes } from '../../../ui/app/AppRoutes';
import { loadCatalog } from '../../../ui/app/i18n';
import { createNavigator } from '../../../ui/app/navigator';
import { startSession } from '../../../ui/app/sessionWiring';
import { createToastStore } from '../../../ui/shared/toast';
import { createFakeApi, renderShell } from '../shell/renderShell';

beforeAll(async () => {
  await loadCatalog('kyc', 'en');
  await import('../../../ui/kyc/additional/AdditionalInfoScreen'); // its first transform outlasts a findBy
});

const MOBILE = '8031234567';
const companyName = () => screen.findByRole('textbox', { name: 'Company name' });

/**
 * Additional info with "Acme" typed, then a session code that keeps the drafts for this borrower
 * (F15), then the wrapper's bare token: the server has not yet said whose it is.
 */
async function reSignedInWhileServerChecks() {
  let answerWhoAmI: (mobile: string) => void = () => undefined;
  let whoAmI: Promise<ApiResult<unknown>> = Promise.resolve({ ok: true, data: { mobile: MOBILE } });
  const fake = createFakeApi((path) => {
    if (path === '/security/getUserInfo') return whoAmI;
    throw new ApiFault('network', path); // home's reads, while it is shown in between
  });
  const navigator = createNavigator();
  window.location.hash = '#/auth/additionalInfomation';
  const shell = await renderShell(<AppRoutes navigator={navigator} />, {
    path: '/auth/additionalInfomation',
    routePath: '/*',
    api: fake.api,
    token: 'T-1',
    session: (services) => startSession(services, { navigator, toasts: createToastStore() }),
  });
  await waitFor(() => expect(shell.session.getSnapshot().context.user?.mobile).toBe(MOBILE));
  await userEvent.type(await companyName(), 'Acme');
  await waitFor(() => expect(shell.services.drafts.load(ADDITIONAL_INFO_DRAFT.name, ADDITIONAL_INFO_DRAFT.version)).not.toBeNull());

  act(() => shell.session.send({ type: 'session.codeReceived', code: 10010303, msg: 'token expired' }));
  expect(shell.services.drafts.owner()).toBe(MOBILE);
  whoAmI = new Promise((resolve) => (answerWhoAmI = (mobile) => resolve({ ok: true, data: { mobile } })));
  act(() => shell.session.send({ type: 'session.signedIn', token: 'T-2', user: null }));
  act(() => navigator.navigate('/auth/additionalInfomation'));
  return { ...shell, answerWhoAmI };
}

describe('a screen opened while the wrapper token is being checked (F15)', () => {
  it('waits, then shows the kept form when the server says it is the same borrower', async () => {
    const { answerWhoAmI } = await reSignedInWhileServerChecks();

    expect(screen.queryByRole('textbox', { name: 'Company name' })).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();

    await act(async () => answerWhoAmI(MOBILE));

    expect(await companyName()).toHaveValue('Acme');
  });

  it('shows an empty form when the token is another borrower’s: their form is not handed over', async () => {
    const { answerWhoAmI, services } = await reSignedInWhileServerChecks();

    await act(async () => answerWhoAmI('8039999999'));

    expect(await companyName()).toHaveValue('');
    expect(services.drafts.load(ADDITIONAL_INFO_DRAFT.name, ADDITIONAL_INFO_DRAFT.version)).toBeNull();
  });
});
