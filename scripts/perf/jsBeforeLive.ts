import { chromium, type Browser, type Request } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_SWITCHES } from './chromium';
import { seed } from './seedPage';
import { freshNigerianMobile, moveOrderTo, signUpByApi } from './signUp';

export interface LiveFigure {
  what: string;
  /** JavaScript bytes as sent (brotli from the sandbox), and how many files. */
  bytes: number;
  files: number;
}

/**
 * What a route downloads before its real screen replaces the prerendered one. The first screen
 * figure is the loader and the entry, which every route needs; the route's screen, its catalogs and
 * the frame parts are fetched too before the first render (ui/app/main.tsx). Read from Chromium's
 * network log: every script requested before the prerendered screen went away (a prefetch waits
 * for an idle moment after it).
 */
async function jsBeforeLive(browser: Browser, url: string, token: string | null, what: string): Promise<LiveFigure> {
  const page = await browser.newPage();
  try {
    await seed(page, token);
    const scripts: Request[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(url);
    await page.waitForFunction(() => document.querySelector('#root') !== null && document.querySelector('.first-screen') === null, null, {
      polling: 'raf',
      timeout: 30_000,
    });
    const before = [...scripts];
    const sizes = await Promise.all(before.map(async (request) => (await request.response())?.finished().then(() => request.sizes())));
    return { what, bytes: sizes.reduce((sum, size) => sum + (size?.responseBodySize ?? 0), 0), files: before.length };
  } finally {
    await page.close();
  }
}

export async function jsBeforeLiveFigures(baseUrl: string): Promise<LiveFigure[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_SWITCHES });
  try {
    const mobile = freshNigerianMobile();
    const token = await signUpByApi(baseUrl, mobile);
    await moveOrderTo(baseUrl, mobile, 6);
    return [
      await jsBeforeLive(browser, new URL('#/user/login', baseUrl).href, null, 'login, signed out'),
      await jsBeforeLive(browser, baseUrl, null, 'home, signed out'),
      await jsBeforeLive(browser, baseUrl, token, 'home, signed in (an order at its first KYC step)'),
    ];
  } finally {
    await browser.close();
  }
}
