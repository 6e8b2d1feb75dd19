import type { Page, Route } from '@playwright/test';
import { bridgeCalls, installFakeWrapper } from '../support/bridgeStub';
import { expect, test } from '../support/fixtures';
import { nigerianMobile } from '../support/mobiles';
import { startKycAs } from '../kyc/kycSession';
import { reachContactsPart } from '../kyc/steps/personalInfo';
import { recordApiRequests, countOf, routeApi } from './wire';

/**
 * FAULTS rows whose fault must be logged and counted: F6, F11, F20 (API faults) and F32 (a bridge
 * method that throws). The wrapper is the fake of tests/e2e/support/bridgeStub.ts, so what the app
 * tells the wrapper's local event log (`logEventByLocal`, `eventType: 'fault'`) can be read back.
 */
const MOBILE = '08031234567';
const SEND_CODE = '/security/getVerifyCode';

async function faultEvents(page: Page): Promise<unknown[]> {
  return (await bridgeCalls(page))
    .filter((call) => call.action === 'logEventByLocal')
    .map((call) => call.params as { eventType: string; pageName: string; eventOption: string })
    .filter((params) => params.eventType === 'fault')
    .map((params) => ({ pageName: params.pageName, ...(JSON.parse(params.eventOption) as object) }));
}

function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

const API_FAULTS: {
  name: string;
  answer: (route: Route) => Promise<void> | undefined;
  message: string;
  logged: object;
  timesOut?: boolean;
}[] = [
  {
    name: 'F6 HTTP 500 with an HTML page',
    answer: (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body>500 Internal Server Error</body></html>' }),
    message: 'Request failed, try again',
    logged: { reason: 'http', endpoint: SEND_CODE, status: 500 },
  },
  {
    name: 'F11 F20 truncated, undecodable answer',
    answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":0,"da' }),
    message: 'Request failed, try again',
    logged: { reason: 'malformed', endpoint: SEND_CODE, status: 200 },
  },
  {
    name: 'timeout',
    answer: () => undefined, // never answers
    message: 'Request timed out. Your information is saved',
    logged: { reason: 'timeout', endpoint: SEND_CODE },
    timesOut: true,
  },
];

test.describe('faults: logged and counted', () => {
  for (const fault of API_FAULTS) {
    test(`${fault.name}: exactly one fault in the wrapper log and the console, with endpoint and status, no payload`, async ({ page }) => {
      await installFakeWrapper(page);
      const lines = consoleLines(page);
      const seen = recordApiRequests(page);
      if (fault.timesOut) await page.clock.install();
      await routeApi(page, SEND_CODE, fault.answer);
      await page.goto('/#/user/login');
      await page.getByRole('textbox', { name: 'Mobile number' }).fill(MOBILE);
      await page.getByRole('button', { name: 'Get verification code' }).click();
      await expect.poll(() => countOf(seen, SEND_CODE)).toBe(1);
      if (fault.timesOut) await page.clock.fastForward(61_000); // past the client's 60 s timeout
      await expect(page.getByText(fault.message)).toBeVisible();

      await expect.poll(() => faultEvents(page)).toEqual([{ pageName: '/user/login', ...fault.logged, count: 1 }]);
      const faultLines = lines.filter((line) => line.startsWith('[fault]'));
      expect(faultLines).toEqual([`[fault] ${JSON.stringify({ ...fault.logged, count: 1 })}`]);
      const logged = JSON.stringify([await bridgeCalls(page), faultLines]);
      expect(logged, 'the mobile number (the payload) is never logged').not.toContain('8031234567');
    });
  }

  test('F32 a bridge method that throws: logged, the borrower told, the contact fields stay typeable', async ({
    page,
    request,
  }, testInfo) => {
    await installFakeWrapper(page);
    // The wrapper's contact picker throws; its other actions (the event log among them) work.
    await page.addInitScript(() => {
      const port = (window as unknown as { AndroidBridge: { postMessage(json: string): void } }).AndroidBridge;
      const record = port.postMessage.bind(port);
      port.postMessage = (json) => {
        if ((JSON.parse(json) as { action: string }).action === 'selectContact') throw new Error('selectContact exploded');
        record(json);
      };
    });
    const lines = consoleLines(page);
    await startKycAs(page, request, 'ng', nigerianMobile(testInfo), 'en');
    await page.goto('/#/auth/personal_infomation');
    const form = await reachContactsPart(page, 'ng', 'en');

    await page.getByRole('button', { name: 'Pick contact 1 from phone' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Picking from your contacts is not available here. Type the name and number.' })).toBeVisible();
    await form.text(form.words.contactName(1)).fill('Ada Parent');
    await form.text(form.words.contactPhone(1)).fill('08051234567');
    await expect(form.text(form.words.contactName(1))).toHaveValue('Ada Parent');
    await expect(form.text(form.words.contactPhone(1))).toHaveValue('08051234567');

    const logged = { reason: 'bridge', error: 'Error', count: 1 };
    await expect.poll(() => faultEvents(page)).toEqual([{ pageName: '/auth/personal_infomation', ...logged }]);
    expect(lines.filter((line) => line.startsWith('[fault]'))).toEqual([`[fault] ${JSON.stringify(logged)}`]);
  });

  test('F32 the wrapper answers the pick with malformed JSON: logged, the borrower told at once, not after the 30 s time-out', async ({
    page,
    request,
  }, testInfo) => {
    await installFakeWrapper(page);
    await startKycAs(page, request, 'ng', nigerianMobile(testInfo), 'en');
    await page.goto('/#/auth/personal_infomation');
    const form = await reachContactsPart(page, 'ng', 'en');

    await page.getByRole('button', { name: 'Pick contact 1 from phone' }).click();
    await expect.poll(async () => (await bridgeCalls(page)).filter((call) => call.action === 'selectContact').length).toBe(1);
    await page.evaluate(() => (window as unknown as { __onNativeMessage: (json: string) => void }).__onNativeMessage('{bad'));
    await expect(page.getByRole('status').filter({ hasText: 'Picking from your contacts is not available here. Type the name and number.' })).toBeVisible({
      timeout: 2_000,
    });
    await form.text(form.words.contactName(1)).fill('Ada Parent');
    await expect(form.text(form.words.contactName(1))).toHaveValue('Ada Parent');
    await expect.poll(() => faultEvents(page)).toEqual([{ pageName: '/auth/personal_infomation', reason: 'bridge', error: 'SyntaxError', count: 1 }]);
  });
});
