import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TYPED_SIGN_IN } from '../../../machines/signIn/signIn.typed';
import { createDraftStore } from '../../../services/storage/draftStore';
import { createMemoryBackend } from '../../../services/storage/localStore';
import Yx3Screen from '../../../ui/support/promo/Yx3Screen';
import { fakeApi, Landed, renderSupport, supportCatalogReady } from './renderSupport';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => supportCatalogReady, 20_000);

const signInDraft = (drafts: ReturnType<typeof createDraftStore>) => drafts.load<unknown>(TYPED_SIGN_IN.name, TYPED_SIGN_IN.version);

describe('the yx3 landing and sign-in share the number typed', () => {
  it('the number checked on the landing is in the sign-up form the offer leads to', async () => {
    const { api } = fakeApi({ '/security/existsByMobile': () => ({ ok: true, data: { exists: false } }) });
    const drafts = createDraftStore(createMemoryBackend());
    const user = userEvent.setup();
    renderSupport(<Yx3Screen />, { api, path: '/yx3', drafts, elsewhere: <Landed />, signedOut: true });
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '08031234567');
    await user.click(screen.getByRole('button', { name: 'See my amount' }));
    await user.click(await screen.findByRole('link', { name: 'Register now' }));
    expect(signInDraft(drafts)).toEqual({ market: 'ng', mobile: '08031234567', codeSent: null });
  });

  it('starts with the number already typed for sign-in in this visit, and keeps a code step under way for it', async () => {
    const { api } = fakeApi({ '/security/existsByMobile': () => ({ ok: true, data: { exists: true } }) });
    const drafts = createDraftStore(createMemoryBackend());
    const underway = { market: 'ng', mobile: '08031234567', codeSent: { at: 1, mode: 'login', codeRequired: true } };
    drafts.save(TYPED_SIGN_IN.name, TYPED_SIGN_IN.version, underway);
    const user = userEvent.setup();
    renderSupport(<Yx3Screen />, { api, path: '/yx3', drafts, elsewhere: <Landed />, signedOut: true });
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toHaveValue('08031234567');
    await user.click(screen.getByRole('button', { name: 'See my amount' }));
    await user.click(await screen.findByRole('link', { name: 'Log in' }));
    expect(signInDraft(drafts)).toEqual(underway);
  });

  it('keeps the number typed on the landing over a reload', async () => {
    const { api } = fakeApi({});
    const drafts = createDraftStore(createMemoryBackend());
    const user = userEvent.setup();
    const first = renderSupport(<Yx3Screen />, { api, path: '/yx3', drafts, elsewhere: <Landed />, signedOut: true });
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '08031234567');
    first.unmount();
    renderSupport(<Yx3Screen />, { api, path: '/yx3', drafts, elsewhere: <Landed />, signedOut: true });
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toHaveValue('08031234567');
  });
});
