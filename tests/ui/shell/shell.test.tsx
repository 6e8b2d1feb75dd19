import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markets } from '../../../services/markets/markets';
import { Guarded, LoginLink } from '../../../ui/shell/Guarded';
import { LanguageToggle } from '../../../ui/shell/LanguageToggle';
import { LoadingOverlay, SAY_WAIT_AFTER_MS } from '../../../ui/shell/LoadingOverlay';
import { createWebBridge } from '../../../services/bridge/webBridge';
import { createActivityCounter } from '../../../ui/app/activity';
import { OfflineBanner } from '../../../ui/shell/OfflineBanner';
import { formatDate, formatMoney, NO_AMOUNT } from '../../../ui/shared/money';
import { TextField } from '../../../ui/shared/TextField';
import { createToastStore } from '../../../ui/shared/toast';
import { ToastHost } from '../../../ui/shared/ToastHost';
import { sessionNoticeToast } from '../../../ui/app/sessionNotices';
import { renderShell } from './renderShell';

i18n.loadAndActivate({ locale: 'en', messages: {} });

function withI18n(ui: ReactNode) {
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

describe('toasts', () => {
  it('shows a message in a live region and hides it after a while', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    withI18n(<ToastHost store={store} />);
    act(() => void store.show({ message: msg`Sent successfully`, durationMs: 1000 }));
    expect(screen.getByRole('status')).toHaveTextContent('Sent successfully');
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).not.toHaveTextContent('Sent successfully');
  });

  it('an error stays 10 s; one with a way out (Contact support) stays until dismissed (WCAG 2.2.1)', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    withI18n(<ToastHost store={store} />);
    act(() => void store.show({ message: 'Network failed', tone: 'error' }));
    act(() => void store.show(sessionNoticeToast(10010301, 'help@example.com')));
    act(() => void vi.advanceTimersByTime(4_000));
    expect(screen.getByText('Network failed')).toBeVisible();
    act(() => void vi.advanceTimersByTime(6_000));
    expect(screen.queryByText('Network failed')).toBeNull();
    act(() => void vi.advanceTimersByTime(600_000));
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeVisible();
  });

  it('is not taken away while the borrower is on its button, and goes its full time after', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    withI18n(<ToastHost store={store} />);
    act(() => void store.show({ message: 'Copied', durationMs: 1_000 }));
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    act(() => void vi.advanceTimersByTime(5_000));
    expect(screen.getByText('Copied')).toBeVisible();
    act(() => screen.getByRole('button', { name: 'Dismiss' }).blur());
    act(() => void vi.advanceTimersByTime(999));
    expect(screen.getByText('Copied')).toBeVisible();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('can be dismissed by its close button', async () => {
    const store = createToastStore();
    withI18n(<ToastHost store={store} />);
    act(() => void store.show({ message: 'server said no' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('server said no')).toBeNull();
  });

  it('keeps at most three on screen', () => {
    const store = createToastStore();
    withI18n(<ToastHost store={store} />);
    act(() => ['a', 'b', 'c', 'd'].forEach((text) => store.show({ message: text })));
    expect(store.list().map((t) => t.message)).toEqual(['b', 'c', 'd']);
  });

  it('the "cannot log in" message links to support', () => {
    const store = createToastStore();
    withI18n(<ToastHost store={store} />);
    act(() => void store.show(sessionNoticeToast(10010301, 'help@example.com')));
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:help@example.com');
  });
});

describe('loading overlay', () => {
  it('is a progressbar named "Loading…" once a request takes over 300 ms, gone when it ends', () => {
    vi.useFakeTimers();
    const activity = createActivityCounter();
    withI18n(<LoadingOverlay activity={activity} />);
    act(() => activity.change(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => void vi.advanceTimersByTime(300));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    act(() => activity.change(-1));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says a long wait out loud once, in a region that was on the page before, and falls silent when it ends', () => {
    vi.useFakeTimers();
    const activity = createActivityCounter();
    withI18n(<LoadingOverlay activity={activity} />);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('');
    act(() => activity.change(1));
    act(() => void vi.advanceTimersByTime(SAY_WAIT_AFTER_MS - 1));
    expect(region).toHaveTextContent(''); // a short wait is not chatter
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Please wait…');
    act(() => activity.change(-1));
    expect(region).toHaveTextContent('');
  });
});

describe('a Log in link on a screen anyone may see', () => {
  it("in the wrapper, opens the wrapper's login and stays, so the wrapper learns the token", async () => {
    const bridge = { ...createWebBridge(), isNative: true, login: vi.fn(() => true) };
    await renderShell(<LoginLink className="button">Log in</LoginLink>, { path: '/me', bridge });
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(bridge.login).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/me');
  });

  it('in a plain browser, or a wrapper that cannot, goes to the web login, which returns here', async () => {
    const bridge = { ...createWebBridge(), isNative: true, login: vi.fn(() => false) };
    await renderShell(<LoginLink className="button">Log in</LoginLink>, { path: '/me?section=market', routePath: '/me', bridge });
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/user/login?redirect=%2Fme%3Fsection%3Dmarket');
  });
});

describe('language toggle', () => {
  it("says what it does in the current language, and marks only the other language's name as that language", async () => {
    await renderShell(<LanguageToggle />, { path: '/' });
    const toggle = screen.getByRole('button', { name: 'Change language to Español' });
    const marked = [...toggle.querySelectorAll('[lang]')].map((element) => [element.getAttribute('lang'), element.textContent]);
    expect(marked).toEqual([
      ['es', 'Español'],
      ['es', 'Español'],
    ]);
    expect(toggle).not.toHaveAttribute('lang');
  });
});

describe('offline banner (FAULTS F3, F4)', () => {
  it('appears on offline and goes on online', () => {
    withI18n(<OfflineBanner />);
    expect(screen.queryByText('You appear to be offline')).toBeNull();
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent('You appear to be offline');
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText('You appear to be offline')).toBeNull();
  });
});

describe('money and dates (FAULTS F46)', () => {
  it('formats amounts in the market currency', () => {
    expect(formatMoney(1000, markets.ng)).toMatch(/₦\s?1,000\.00/);
    expect(formatMoney('1,000.50', markets.mx)).toMatch(/\$\s?1,000\.50/);
  });

  it.each([null, undefined, 'abc', NaN, Infinity, {}, '1.2.3', '1.000,50', '1,00'])('never shows NaN: %s gives a dash', (value) => {
    expect(formatMoney(value, markets.ng)).toBe(NO_AMOUNT);
  });

  it('an unusable date gives a dash', () => {
    expect(formatDate('not a date', markets.mx)).toBe(NO_AMOUNT);
    expect(formatDate('2026-11-21T12:00:00Z', markets.mx)).toMatch(/2026/);
  });
});

describe('text field', () => {
  it('has a label, and its error is described and marks it invalid', () => {
    withI18n(<TextField label="Email" value="x" onValueChange={() => undefined} error="Wrong email" hint="gmail or yahoo" />);
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('gmail or yahoo Wrong email');
  });

  it('reports each change', () => {
    const changed = vi.fn();
    withI18n(<TextField label="Name" value="" onValueChange={changed} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    expect(changed).toHaveBeenCalledWith('Ada');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('guard (SPEC section 2, FAULTS F29)', () => {
  it('without a session, a plain browser goes to the login with the way back', async () => {
    await renderShell(
      <Guarded>
        <p>records</p>
      </Guarded>,
      { path: '/records' },
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/user/login?redirect=%2Frecords');
    expect(screen.queryByText('records')).toBeNull();
  });

  it('the way back keeps the query: a ticket or an order is named in it', async () => {
    await renderShell(
      <Guarded>
        <p>ticket</p>
      </Guarded>,
      { path: '/feedback/feedbackDetail?id=12' },
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/user/login?redirect=%2Ffeedback%2FfeedbackDetail%3Fid%3D12',
    );
  });

  it('a session that ends on the screen (Log out, an expired token) asks for no login: the session goes home itself', async () => {
    const { session } = await renderShell(
      <Guarded>
        <p>settings</p>
      </Guarded>,
      { path: '/user_center/settings', token: 'T' },
    );
    expect(await screen.findByText('settings')).toBeVisible();
    act(() => session.send({ type: 'session.signedOut' }));
    expect(screen.queryByText('settings')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('location')).toHaveTextContent('/user_center/settings');
  });

  it('with a session, the screen shows', async () => {
    await renderShell(
      <Guarded>
        <p>records</p>
      </Guarded>,
      { path: '/records', token: 'T' },
    );
    expect(await screen.findByText('records')).toBeInTheDocument();
  });
});
