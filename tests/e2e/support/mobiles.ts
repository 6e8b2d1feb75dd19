import type { TestInfo } from '@playwright/test';

/**
 * Unique test numbers, so that tests sharing one sandbox never meet: the worker, the test's
 * position and the clock go into the subscriber digits.
 */
let counter = 0;

function uniqueDigits(testInfo: TestInfo, length: number): string {
  counter += 1;
  const seed = `${Date.now() % 1e6}${testInfo.workerIndex % 10}${counter % 100}`.padStart(length, '0');
  return seed.slice(-length);
}

/** A valid Nigerian mobile as a borrower types it: `0803` then 7 digits (MTN prefix 803). */
export function nigerianMobile(testInfo: TestInfo): string {
  return `0803${uniqueDigits(testInfo, 7)}`;
}

/** A valid 10-digit Mexican mobile (area code 55, Mexico City). */
export function mexicanMobile(testInfo: TestInfo): string {
  return `55${uniqueDigits(testInfo, 8)}`;
}
