import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { selectIsSignedIn } from '../../../machines/session/session.selectors';
import { ApiFault, type ApiResult } from '../../../services/api/result';
import { LoginScreen, RegisterScreen } from '../../../ui/auth/SignInScreen';
import { createDraftStore } from '../../../services/storage/draftStore';
import { createMemoryBackend } from '../../../services/storage/localStore';
import { createFakeApi, renderShell, type FakeApiHandler } from '../shell/renderShell';

const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, data });

function sandboxLike(overrides: Partial<Record<string, FakeApiHandler>> = {}) {
  return createFakeApi((path, payload) => {
    const override = overrides[path];
    if (override) return override(path, payload);
    switch (path) {
      case '/security/existsByMobile':
        return ok({ exists: false });
      case '/security/isRequiredVerificationCode':
        return ok({ required: true });
      case '/security/getVerifyCode':
        return ok({});
      default:
        return ok({ token: 'T-1', userInfo: { mobile: '8031234567' } });
    }
  });
}

async function typeNumberAndAskForCode(mobile = '08031234567') {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), mobile);
  await user.click(screen.getByRole('button', { name: 'Get verification code' }));
  return user;
}

describe('sign-in screen', () => {
  it('says an empty or malformed number is wrong, on the field itself', async () => {
    const fake = sandboxLike();
    await renderShell(<LoginScreen />, { path: '/user/login', api: fake.api });
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Mobile number' });
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Phone number cannot be empty/);
    await user.type(field, '0123');
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));
    expect(field).toHaveAccessibleDescription(/Phone number is wrongly formatted/);
    expect(fake.calls).toEqual([]);
  });

  it("after a session code held the last borrower's drafts, the code step still survives a reload, and no second SMS goes", async () => {
    const drafts = createDraftStore(createMemoryBackend());
    drafts.setOwner('8039999999'); // a session code signed someone out and holds their drafts
    const fake = sandboxLike();
    const first = await renderShell(<LoginScreen />, { path: '/user/login', api: fake.api, drafts });
    await typeNumberAndAskForCode();
    await screen.findByRole('textbox', { name: 'Verification code' });
    first.unmount(); // the WebView reloads
    await renderShell(<LoginScreen />, { path: '/user/login', api: fake.api, drafts });
    expect(await screen.findByRole('textbox', { name: 'Verification code' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    expect(fake.calls.filter((call) => call.path === '/security/getVerifyCode')).toHaveLength(1);
    expect(drafts.owner(), 'the held drafts stay held').toBe('8039999999');
  });

  it('takes a number pasted with its country code and separators, and a code pasted as "123 456"', async () => {
    const fake = sandboxLike();
    await renderShell(<LoginScreen />, { path: '/user/login', api: fake.api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: 'Mobile number' }));
    await user.paste('+234 (0) 803 123 4567');
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    await user.click(code);
    await user.paste('123 456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(fake.calls.map((call) => call.path)).toContain('/security/register'));
    expect(fake.calls.find((call) => call.path === '/security/getVerifyCode')?.payload).toMatchObject({ mobile: '8031234567' });
    expect(fake.calls.find((call) => call.path === '/security/register')?.payload).toMatchObject({ verifyCode: '123456' });
  });

  it('signs a new number up and goes back to the screen that asked', async () => {
    const fake = sandboxLike();
    const { session, store } = await renderShell(<LoginScreen />, { path: '/user/login?redirect=%2Frecords', routePath: '/user/login', api: fake.api });
    const user = await typeNumberAndAskForCode();
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    // The tapped button went with the phone step; the focus waits in the code field.
    expect(code).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/records'));
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(selectIsSignedIn(session.getSnapshot())).toBe(true);
    expect(store.token()).toBe('T-1');
    expect(fake.calls.map((c) => c.path)).toEqual([
      '/security/existsByMobile',
      '/security/isRequiredVerificationCode',
      '/security/getVerifyCode',
      '/security/register',
    ]);
    expect(fake.calls[3]?.payload).toEqual({ mobile: '8031234567', verifyCode: '123456', market: 'ng' });
  });

  it('a redirect outside the app is ignored', async () => {
    await renderShell(<LoginScreen />, { path: '/user/login?redirect=https%3A%2F%2Fevil.example', routePath: '/user/login', api: sandboxLike().api });
    const user = await typeNumberAndAskForCode();
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('an empty code is refused without a call', async () => {
    const fake = sandboxLike();
    await renderShell(<LoginScreen />, { path: '/user/login', api: fake.api });
    const user = await typeNumberAndAskForCode();
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(code).toHaveAccessibleDescription(/Verification code cannot be empty/);
    expect(fake.calls.some((c) => c.path === '/security/register')).toBe(false);
  });

  it('shows a server message as text, never as HTML, and keeps the code', async () => {
    const payload = '<img src=x onerror="alert(1)">';
    const fake = sandboxLike({ '/security/register': () => ({ ok: false, kind: 'business', code: 4242, msg: payload }) });
    await renderShell(<LoginScreen />, { path: '/user/login', api: fake.api });
    const user = await typeNumberAndAskForCode();
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(payload);
    expect(alert.querySelector('img')).toBeNull();
    expect(code).toHaveValue('123456');
  });

  it('a blocked account (10010301) is told so in its words, with a way to reach support (F18)', async () => {
    const blocked = () => ({ ok: false, kind: 'session', code: 10010301, msg: 'user cannot log in' }) as ApiResult<never>;
    const fake = sandboxLike({ '/security/register': blocked });
    await renderShell(<LoginScreen />, { path: '/user/login', api: fake.api });
    const user = await typeNumberAndAskForCode();
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This account cannot log in. Please contact customer support.');
    expect(within(alert).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', expect.stringMatching(/^mailto:.+@/));
  });

  it('a timeout says the information is saved and offers Retry, which sends again', async () => {
    let attempts = 0;
    const fake = sandboxLike({
      '/security/existsByMobile': () => {
        attempts += 1;
        if (attempts === 1) throw new ApiFault('timeout', '/security/existsByMobile');
        return ok({ exists: true });
      },
    });
    await renderShell(<LoginScreen />, { path: '/user/login', api: fake.api });
    const user = await typeNumberAndAskForCode();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Request timed out. Your information is saved');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('08031234567');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('a double tap on the submit button sends one request (F24)', async () => {
    let finish: (value: ApiResult<unknown>) => void = () => undefined;
    const fake = sandboxLike({ '/security/register': () => new Promise((resolve) => (finish = resolve)) });
    await renderShell(<LoginScreen />, { path: '/user/login', api: fake.api });
    const user = await typeNumberAndAskForCode();
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    const submit = screen.getByRole('button', { name: 'Sign up' });
    await user.dblClick(submit);
    expect(submit).toBeBusy();
    finish(ok({ token: 'T-1', userInfo: { mobile: '8031234567' } }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(fake.calls.filter((c) => c.path === '/security/register')).toHaveLength(1);
  });

  it('registering a known number says to log in, with a link', async () => {
    const fake = sandboxLike({ '/security/existsByMobile': () => ok({ exists: true }) });
    await renderShell(<RegisterScreen />, { path: '/user/register', api: fake.api });
    await typeNumberAndAskForCode();
    expect(await screen.findByText('This number has been registered, please login directly')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/user/login');
  });

  it('switches to Spanish without losing the typed number', async () => {
    await renderShell(<LoginScreen />, { path: '/user/login', api: sandboxLike().api });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '0803');
    await user.click(screen.getByRole('button', { name: /Español/ }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Número de celular' })).toHaveValue('0803');
    expect(document.documentElement.lang).toBe('es');
    await user.click(screen.getByRole('button', { name: /English/ }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('checks Mexican numbers in the Mexican market', async () => {
    const fake = sandboxLike();
    await renderShell(<LoginScreen />, { path: '/user/login', api: fake.api, market: 'mx' });
    await typeNumberAndAskForCode('55 1234 5678');
    await screen.findByRole('textbox', { name: 'Verification code' });
    expect(fake.calls[0]?.payload).toEqual({ mobile: '5512345678', market: 'mx' });
  });
});
