import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_SWITCHES } from './chromium';
import { seed } from './seedPage';
import { freshNigerianMobile, moveOrderTo, signUpByApi } from './signUp';
import { median } from './stats';
import { timeTap, type NextShown } from './tapToNext';

/** The bad day's network (as the Lighthouse profile): 300 ms round trips, 700 kbps. */
const BAD_DAY_NETWORK = { offline: false, latency: 300, downloadThroughput: (700 * 1024) / 8, uploadThroughput: (700 * 1024) / 8 };
const ID_STEP_SHOWN: NextShown = { selector: 'h1', text: 'ID and face verification' };
/** Longer than prefetchRoute's longest wait for an idle moment (3 s): the next screen has been fetched, if it is going to be. */
const SETTLE_MS = 4_000;

export interface NextScreenFigures {
  ahead: { median: number; samples: number[] };
  dataSaver: { median: number; samples: number[] };
}

/**
 * Additional info filled in, then Submit, until the ID step's heading shows: the save, the latest
 * order, then the next screen. On the bad day's network and CPU 4x, with the next screen fetched ahead
 * while the borrower typed (the app's default), and with the phone's data saver on (nothing ahead).
 */
async function run(browser: Browser, baseUrl: string, dataSaver: boolean): Promise<number> {
  const mobile = freshNigerianMobile();
  const token = await signUpByApi(baseUrl, mobile);
  await moveOrderTo(baseUrl, mobile, 11);
  const page = await browser.newPage();
  try {
    await seed(page, token);
    if (dataSaver) await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    await page.goto(new URL('#/auth/additionalInfomation', baseUrl).href);
    await page.getByRole('heading', { name: 'Additional information' }).waitFor({ timeout: 15_000 });
    await page.getByRole('combobox', { name: 'Loan purpose' }).selectOption('education');
    await page.getByRole('textbox', { name: 'Company name' }).fill('Allen Foods Ltd');
    await page.getByRole('textbox', { name: 'Company phone' }).fill('08031234567');
    await page.getByRole('textbox', { name: 'Designation' }).fill('Accountant');
    await page.getByRole('textbox', { name: 'Work address', exact: true }).fill('12 Allen Avenue, Ikeja');
    await page.waitForTimeout(SETTLE_MS);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', BAD_DAY_NETWORK);
    return await timeTap(page, () => page.getByRole('button', { name: 'Submit', exact: true }).click(), ID_STEP_SHOWN, 60_000);
  } finally {
    await page.close();
  }
}

export async function nextScreenTimes(baseUrl: string, runs: number): Promise<NextScreenFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_SWITCHES });
  try {
    const ahead: number[] = [];
    const dataSaver: number[] = [];
    // Alternated, so that a busier moment of the host weighs on both alike.
    for (let i = 0; i < runs; i++) {
      ahead.push(await run(browser, baseUrl, false));
      dataSaver.push(await run(browser, baseUrl, true));
    }
    return { ahead: { median: median(ahead), samples: ahead }, dataSaver: { median: median(dataSaver), samples: dataSaver } };
  } finally {
    await browser.close();
  }
}
