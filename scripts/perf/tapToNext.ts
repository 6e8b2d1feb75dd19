import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_SWITCHES } from './chromium';
import { seed } from './seedPage';
import { freshNigerianMobile, moveOrderTo, signUpByApi } from './signUp';
import { median } from './stats';

export interface TapFigures {
  /** What was measured: the KYC wizard's part 1 -> part 2, or sign-in's mobile -> code step. */
  flow: string;
  median: number;
  samples: number[];
}

const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 800 };

/**
 * Time from the tap (pointerdown) to the frame in which `next` first shows, measured in the page
 * (requestAnimationFrame polling), with the CPU throttled 4x through CDP.
 */
export async function timeTap(page: Page, tap: () => Promise<void>, next: NextShown, timeoutMs = 30_000): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluate(() => {
    const w = window as unknown as { __tapStart?: number };
    w.__tapStart = undefined;
    document.addEventListener('pointerdown', () => (w.__tapStart = performance.now()), { capture: true, once: true });
  });
  await tap();
  // A function, not a string: the app's CSP forbids eval, and Playwright passes functions without it.
  const elapsed = await page.waitForFunction(
    ({ selector, text }) => {
      const shown = [...document.querySelectorAll(selector)].some((element) => element.textContent?.includes(text));
      const start = (window as unknown as { __tapStart?: number }).__tapStart;
      return shown && start !== undefined ? performance.now() - start : false;
    },
    next,
    { polling: 'raf', timeout: timeoutMs },
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return (await elapsed.jsonValue()) as number;
}

export interface NextShown {
  selector: string;
  text: string;
}

const PART_TWO_SHOWN: NextShown = { selector: 'p', text: 'Step 2 of 4' };
const CODE_STEP_SHOWN: NextShown = { selector: 'label', text: 'Verification code' };


/** Part 1 of the personal-information wizard filled, then Next; null when the screen is not there. */
async function wizardRun(browser: Browser, baseUrl: string): Promise<number | null> {
  const mobile = freshNigerianMobile();
  const token = await signUpByApi(baseUrl, mobile);
  await moveOrderTo(baseUrl, mobile, 6);
  const page = await browser.newPage({ viewport: VIEWPORT });
  try {
    await seed(page, token);
    await page.goto(new URL('#/auth/personal_infomation', baseUrl).href);
    const heading = page.getByRole('heading', { name: 'Personal information' });
    try {
      await heading.waitFor({ timeout: 15_000 });
    } catch {
      return null;
    }
    const text = (name: string) => page.getByRole('textbox', { name, exact: true });
    const select = (name: string) => page.getByRole('combobox', { name, exact: true });
    await text('First name').fill('Chinedu');
    await text('Last name').fill('Okafor');
    await select('Gender').selectOption({ label: 'Male' });
    await page.getByLabel('Date of birth', { exact: true }).fill('1990-05-17');
    await select('Education').selectOption({ label: 'Bachelor' });
    await select('Marital status').selectOption({ label: 'Single' });
    await text('WhatsApp number').fill('08031234567');
    await text('Email').fill('chinedu.okafor@gmail.com');
    return await timeTap(page, () => page.getByRole('button', { name: 'Next', exact: true }).click(), PART_TWO_SHOWN);
  } finally {
    await page.close();
  }
}

/** Sign-in: mobile typed, tap "Get verification code", until the code field shows (one API call). */
async function signInRun(browser: Browser, baseUrl: string): Promise<number> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  try {
    await seed(page, null);
    await page.goto(new URL('#/user/login', baseUrl).href);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(freshNigerianMobile());
    return await timeTap(page, () => page.getByRole('button', { name: 'Get verification code' }).click(), CODE_STEP_SHOWN);
  } finally {
    await page.close();
  }
}

export async function tapToNextTimes(baseUrl: string, runs: number): Promise<TapFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_SWITCHES });
  try {
    const wizard: number[] = [];
    for (let i = 0; i < runs; i++) {
      const sample = await wizardRun(browser, baseUrl);
      if (sample === null) break;
      wizard.push(sample);
    }
    if (wizard.length === runs) {
      return { flow: 'KYC personal information, part 1 -> part 2 (Next)', median: median(wizard), samples: wizard };
    }
    const signIn: number[] = [];
    for (let i = 0; i < runs; i++) signIn.push(await signInRun(browser, baseUrl));
    return {
      flow: 'sign-in, mobile -> code step (the KYC wizard was not reachable)',
      median: median(signIn),
      samples: signIn,
    };
  } finally {
    await browser.close();
  }
}
