import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { nigerianMobile } from '../support/mobiles';
import { startKycAs } from '../kyc/kycSession';
import { countOf, jsonBody, recordApiRequests, routeApi } from './wire';

/**
 * FAULTS F48: a server that sends a very large list at once (5,000 loan records, 5,000 feedback
 * tickets). The screen shows it a page at a time and the main thread never freezes for more than
 * 200 ms. Long tasks are measured inside the page with a PerformanceObserver ('longtask'), from the
 * moment the borrower opens the list (the screen's code is already loaded by an earlier visit, so
 * what is measured is the list, not the download of the screen).
 */
const COUNT = 5_000;
const FREEZE_LIMIT_MS = 200;

const loanOrders = Array.from({ length: COUNT }, (_, i) => ({
  orderNo: `R${String(i + 1).padStart(6, '0')}`,
  stepCode: 4,
  loanAmount: 5_000 + (i % 50) * 100,
  duration: 91,
  repayAmount: 5_400 + (i % 50) * 100,
  dueDate: 1_760_000_000 + i * 86_400,
  createdAt: 1_750_000_000 + i * 3_600,
}));

const tickets = Array.from({ length: COUNT }, (_, i) => ({
  id: COUNT - i,
  type: ((i % 3) + 1) as 1 | 2 | 3,
  status: ((i % 3) + 1) as 1 | 2 | 3,
  description: `Payment ${COUNT - i} was taken twice from my account; please check the receipt I attached.`,
  receiverAccount: '',
  images: [],
  contact: 'ada@gmail.com',
  createTime: 1_750_000_000_000 + i * 60_000,
}));

/** Starts recording long tasks in the page; `readLongTasks` returns those after `markLongTasks`. */
async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const host = window as unknown as { __longTasks: { start: number; duration: number }[]; __longTaskMark: number };
    host.__longTasks = [];
    host.__longTaskMark = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) host.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

async function markLongTasks(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __longTaskMark: number }).__longTaskMark = performance.now();
  });
}

async function longestTaskSinceMark(page: Page): Promise<number> {
  // One more frame so that a task that just ended has been reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  return page.evaluate(() => {
    const host = window as unknown as { __longTasks: { start: number; duration: number }[]; __longTaskMark: number };
    return Math.max(0, ...host.__longTasks.filter((task) => task.start >= host.__longTaskMark).map((task) => task.duration));
  });
}

/**
 * A signed-in borrower whose list call answers one item at first (so the screen's code, its
 * formatters and the date locale data are warm) and all 5,000 once `serveBigList()` is called: what
 * is measured after that is the cost of the size of the list.
 */
async function signedInWithList<T>(page: Page, request: Parameters<typeof startKycAs>[1], mobile: string, path: string, items: readonly T[]) {
  let big = false;
  await routeApi(page, path, async (route) => {
    const list = big ? items : items.slice(0, 1);
    await route.fulfill(jsonBody({ code: 0, msg: '', data: { list, total: list.length } }));
  });
  await watchLongTasks(page);
  await startKycAs(page, request, 'ng', mobile, 'en');
  return { serveBigList: () => (big = true) };
}

test.describe('faults: very large lists', () => {
  test('F48 5,000 loan records at once: shown a page at a time, no main-thread freeze over 200 ms', async ({ page, request }, testInfo) => {
    const seen = recordApiRequests(page);
    const list = await signedInWithList(page, request, nigerianMobile(testInfo), '/loan/loan-order/list', loanOrders);
    await page.goto('/#/records');
    await expect(page.getByText('Order R000001')).toBeVisible();
    await page.goto('/#/me');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    list.serveBigList();
    await markLongTasks(page);
    await page.goto('/#/records');
    await expect(page.getByText('Order R000001')).toBeVisible();
    const records = page.locator('ul.records > li');
    const firstPage = await records.count();
    expect(firstPage, 'a page, not all 5,000').toBeGreaterThan(0);
    expect(firstPage).toBeLessThanOrEqual(20);

    const calls = countOf(seen, '/loan/loan-order/list');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(records).toHaveCount(firstPage * 2);
    await expect(page.getByText(`Order R${String(firstPage * 2).padStart(6, '0')}`)).toBeVisible();
    expect(countOf(seen, '/loan/loan-order/list'), 'what the server already sent is not asked again').toBe(calls);
    const longest = await longestTaskSinceMark(page);
    expect(longest, `no long task over ${FREEZE_LIMIT_MS} ms`).toBeLessThanOrEqual(FREEZE_LIMIT_MS);
  });

  test('F48 5,000 feedback tickets at once: shown a page at a time, no main-thread freeze over 200 ms', async ({ page, request }, testInfo) => {
    const list = await signedInWithList(page, request, nigerianMobile(testInfo), '/feedback/list/feedback', tickets);
    await page.goto('/#/feedback/feedback_list');
    await expect(page.getByRole('link', { name: `#${COUNT}` })).toBeVisible();
    await page.goto('/#/me');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    list.serveBigList();
    await markLongTasks(page);
    await page.goto('/#/feedback/feedback_list');
    const items = page.getByRole('list', { name: 'Tickets' }).getByRole('listitem');
    await expect(page.getByRole('link', { name: `#${COUNT}` })).toBeVisible();
    const firstPage = await items.count();
    expect(firstPage, 'a page, not all 5,000').toBeGreaterThan(0);
    expect(firstPage).toBeLessThanOrEqual(20);

    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(items).toHaveCount(firstPage * 2);
    await expect(page.getByRole('link', { name: `#${COUNT - firstPage * 2 + 1}`, exact: false })).toBeVisible();
    const longest = await longestTaskSinceMark(page);
    expect(longest, `no long task over ${FREEZE_LIMIT_MS} ms`).toBeLessThanOrEqual(FREEZE_LIMIT_MS);
  });
});
