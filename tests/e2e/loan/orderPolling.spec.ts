import { POLL_LIMIT } from '../../../machines/order/order.machine';
import { countOf, jsonBody, recordApiRequests, routeApi } from '../faults/wire';
import { expect, test } from '../support/fixtures';
import { nigerianMobile } from '../support/mobiles';
import { signInPage } from '../support/signInPage';
import { loanPage, openHome } from './loanPage';

const LATEST = '/loan/loan-order/latest';

/**
 * The home screen's background checks are bounded (DESIGN "Waiting is explicit"): checks that keep
 * failing end in a stall that names the connection, with no more requests, and Check again asks
 * the server at once. The order is held in assessment by answering the first read ourselves.
 */
test('home: checks that keep failing stop, blame the connection, and Check again reads the order', async ({ page }, testInfo) => {
  const mobile = nigerianMobile(testInfo);
  const loan = loanPage(page, 'en');
  await page.clock.install();
  await page.goto('/?market=ng#/user/register');
  await signInPage(page, 'en').signUp(mobile);
  const seen = recordApiRequests(page);
  let offline = false;
  await routeApi(page, LATEST, (route) =>
    offline
      ? route.abort('internetdisconnected')
      : route.fulfill(jsonBody({ code: 0, msg: '', data: { orderNo: 'E2E-HOLD', stepCode: 1, createdAt: Date.now() } })),
  );
  await openHome(page);
  await loan.seeHeading(loan.words.assessing);
  await expect(loan.button('Check now')).toBeVisible();
  offline = true;
  const first = countOf(seen, LATEST);
  const stalled = page.getByText('We could not check your loan for a while. Check your internet connection, then press Check again.');
  // Each check is a read the client itself retries twice (short timers of its own), and
  // fastForward fires a due timer at most once: move on a minute at a time until each read is sent.
  for (let step = 0; !(await stalled.isVisible()); step++) {
    expect(step, 'the checks stop by themselves').toBeLessThan(3 * POLL_LIMIT + 5);
    const before = countOf(seen, LATEST);
    await expect(async () => {
      await page.clock.fastForward(60_000);
      expect(countOf(seen, LATEST) > before || (await stalled.isVisible())).toBe(true);
    }).toPass({ timeout: 10_000, intervals: [50] });
  }
  expect(countOf(seen, LATEST) - first, 'every check of the budget was made').toBeGreaterThanOrEqual(POLL_LIMIT);
  await expect(page.getByRole('alert')).toHaveText('Network failed, please try again');
  await expect(loan.button('Check now')).toBeHidden();
  const spent = countOf(seen, LATEST);
  await page.clock.fastForward('02:00:00');
  await page.clock.fastForward('02:00:00');
  expect(countOf(seen, LATEST), 'no check after the budget ran out').toBe(spent);

  offline = false;
  await loan.button('Check again').click();
  await expect(stalled).toBeHidden();
  await expect(loan.button('Check now')).toBeVisible();
  // The screen may show the order's status again before the browser reports the read it sent.
  await expect.poll(() => countOf(seen, LATEST)).toBe(spent + 1);
});
