import { appEntryPattern } from '../support/appEntry';
import { builtChunkPattern } from '../support/builtChunks';
import { installFakeWrapper } from '../support/bridgeStub';
import { expect, test } from '../support/fixtures';
import { nigerianMobile } from '../support/mobiles';
import { signInPage } from '../support/signInPage';

test.describe('app frame', () => {
  test('before the app arrives, the prerendered screen shows the pitch and says it is loading, and nothing moves', async ({ page, request }) => {
    const entry = await appEntryPattern(request);
    // The app's entry never arrives (a slow network, frozen): what the borrower sees is index.html alone.
    await page.route(entry, () => undefined);
    await page.goto('/');
    const pitch = page.getByRole('heading', { name: 'Short-term loans from your phone, with every fee shown before you accept.' });
    await expect(pitch).toBeVisible();
    await expect(page.getByText('Loading…')).toBeVisible();
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shifted).toBe(0);
  });

  test('a screen whose code did not arrive comes back with Try again once the network does, without a reload', async ({ page }) => {
    await page.goto('/#/user/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await page.route('**/assets/**', (route) => route.abort('internetdisconnected'));
    await page.evaluate(() => (window.location.hash = '#/privacy_policy'));
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await page.unroute('**/assets/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  });

  test('a catalog, the frame or the session code that did not arrive at start is fetched again: the app starts whole, no reload', async ({ page }, testInfo) => {
    const sources = ['locales/en/shell.po', 'ui/app/frameParts.ts', 'ui/app/sessionWiring.ts'];
    const failedOnce = new Set<string>();
    for (const pattern of sources.map(builtChunkPattern)) {
      await page.route(pattern, (route) => {
        if (failedOnce.has(pattern)) return route.continue();
        failedOnce.add(pattern);
        return route.abort('connectionreset');
      });
    }
    await page.goto('/#/user/login');
    await expect(page.getByText('Loading…')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
    // The session started too: a sign-up stores the token and goes home, where the frame's tab bar shows.
    await signInPage(page).signUp(nigerianMobile(testInfo));
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 15_000 });
    expect(failedOnce.size).toBe(sources.length);
  });

  test('an unknown route goes home, never a blank page', async ({ page }) => {
    await page.goto('/#/foo/bar');
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('after a tap on a link the new screen’s heading has the focus, so a screen reader starts there', async ({ page }) => {
    await page.goto('/#/user/login');
    const logIn = page.getByRole('heading', { name: 'Log in' });
    await expect(logIn).toBeVisible();
    await expect(logIn).not.toBeFocused(); // the first screen is left as the browser opens it
    await page.getByRole('link', { name: 'Choose your country' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your country' })).toBeFocused();
  });

  test('a country chosen in a plain browser sticks, even when a link brought ?market= for another', async ({ page }) => {
    await page.goto('/?market=mx#/user/nation');
    await expect(page.getByRole('button', { name: 'México' }).or(page.getByRole('button', { name: 'Mexico' }))).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: /^Nigeria$/ }).click();
    await expect(page).toHaveURL(/\/#\/user\/login$/);
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('link', { name: /Choose your country|Elige tu país/ }).click();
    await expect(page.getByRole('button', { name: /^Nigeria$/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('choosing another country in a plain browser signs out of the first one; the same country keeps the session', async ({ page }, testInfo) => {
    await page.goto('/#/user/login');
    await signInPage(page).signUp(nigerianMobile(testInfo));
    const stored = () => page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('userInfo') }));
    const signedIn = await stored();
    await page.goto('/#/user/nation');
    await page.getByRole('button', { name: /^Nigeria$/ }).click();
    await expect(page).toHaveURL(/#\/user\/login$/);
    await expect(page.getByRole('link', { name: 'Choose your country' })).toBeVisible();
    expect(await stored()).toEqual(signedIn);
    await page.getByRole('link', { name: 'Choose your country' }).click();
    await page.getByRole('button', { name: /^Mexico$/ }).click();
    await expect(page.getByRole('button', { name: /Obtener código|Get verification code/ })).toBeVisible();
    // The Nigerian account's token means nothing to the Mexican app: signed out, not "session ended" later.
    expect(await stored()).toEqual({ token: null, user: null });
  });

  test('inside the Android wrapper the installed app decides the country: no link, nothing to choose', async ({ page }) => {
    await installFakeWrapper(page);
    await page.goto('/#/user/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose your country' })).toHaveCount(0);
    await page.goto('/#/user/nation');
    await expect(page.getByRole('status').filter({ hasText: 'the one of the app you installed' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Nigeria$/ })).toHaveCount(0);
  });

  test('the page title names the screen, in the borrower’s language', async ({ page }) => {
    await page.goto('/#/user/login');
    await expect(page).toHaveTitle('Log in – SwiftCash');
    await page.getByRole('button', { name: 'Change language to Español' }).click();
    await expect(page).toHaveTitle('Iniciar sesión – SwiftCash');
    await page.getByRole('button', { name: 'Cambiar el idioma a English' }).click();
    await page.getByRole('link', { name: 'Choose your country' }).click();
    await expect(page).toHaveTitle('Choose your country – SwiftCash');
  });

  test('offline shows a banner that goes away when back online', async ({ page, context }) => {
    await page.goto('/#/user/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText('You appear to be offline')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('You appear to be offline')).toBeHidden();
  });

  test('a timed-out call hides the overlay and keeps the number with a Retry', async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/**', () => undefined); // never answers
    await page.goto('/#/user/login');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('08031234567');
    // The 60 s time-out starts with the request: wait for it to leave before moving the clock.
    const sent = page.waitForRequest('**/api/**');
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await sent;
    await page.clock.fastForward(2_000);
    await expect(page.getByTestId('loading-overlay')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Please wait…' }), 'a long wait is said out loud').toBeAttached();
    await page.clock.fastForward(59_000);
    await expect(page.getByText('Request timed out. Your information is saved')).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
    await expect(page.getByTestId('wait-announcement')).toBeEmpty();
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('08031234567');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('a captive portal page (200 + HTML) is a network failure', async ({ page }) => {
    await page.route('**/api/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html>login</html>' }));
    await page.goto('/#/user/login');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('08031234567');
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await expect(page.getByText('Network failed, reload page')).toBeVisible();
  });

  test('a server message with HTML is shown as text', async ({ page }) => {
    const payload = '<img src=x onerror="window.__xss=1">';
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 4242, msg: payload }) }),
    );
    await page.goto('/#/user/login');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('08031234567');
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await expect(page.getByText(payload)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});

test.describe('app frame, the borrower’s own language', () => {
  const ENGLISH_PITCH = 'Short-term loans from your phone, with every fee shown before you accept.';
  const SPANISH_PITCH = 'Préstamos a corto plazo desde tu teléfono, con cada comisión a la vista antes de aceptar.';

  test('a language chosen in the app is the prerendered screen’s language on the next visit', async ({ page, request }) => {
    const entry = await appEntryPattern(request);
    await page.goto('/#/user/login');
    await page.getByRole('button', { name: 'Change language to Español' }).click();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

    // Next visit, on this English phone: the app's entry never arrives, so what shows is the page
    // the server chose before any JavaScript ran.
    await page.route(entry, () => undefined);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: SPANISH_PITCH })).toBeVisible();
    await expect(page.getByText('Cargando…')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // And back to English.
    await page.unroute(entry);
    await page.goto('/#/user/login');
    await page.getByRole('button', { name: 'Cambiar el idioma a English' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await page.route(entry, () => undefined);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: ENGLISH_PITCH })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('app frame on a Spanish phone', () => {
  // Accept-Language es-MX, as a Mexican phone set to Spanish sends it.
  test.use({ locale: 'es-MX' });

  test('the prerendered screen is in Spanish before the app arrives, and stays so when it takes over', async ({ page, request }) => {
    const entry = await appEntryPattern(request);
    let releaseEntry = () => {};
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(entry, async (route) => {
      await entryHeld;
      // The first page's request was dropped by the second navigation: nothing to continue.
      await route.continue().catch(() => undefined);
    });
    const pitch = page.getByRole('heading', { name: 'Préstamos a corto plazo desde tu teléfono, con cada comisión a la vista antes de aceptar.' });
    // The phone's language alone chooses the page...
    await page.goto('/');
    await expect(pitch).toBeVisible();
    await expect(page.getByText('Cargando…')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // ...and a Mexican link, whose market the app then starts in, gets the same.
    await page.goto('/?market=mx');
    await expect(pitch).toBeVisible();
    releaseEntry();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
