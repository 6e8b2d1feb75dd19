import { test as base, expect } from '@playwright/test';
import { createSandboxClient, type SandboxClient } from './sandbox';

/**
 * `test` with a sandbox client, and a watch on the page: any uncaught page error or Content
 * Security Policy violation fails the test (FAULTS F14 "no CSP violation from app code").
 */
export const test = base.extend<{ sandbox: SandboxClient; pageProblems: string[] }>({
  sandbox: async ({ request }, use) => {
    await use(createSandboxClient(request));
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // Chromium does not always log a violation to the console (e.g. report-only or some
      // blocked inline handlers), so the page's own `securitypolicyviolation` event is logged too.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text)) {
          problems.push(`CSP violation: ${text}`);
        }
      });
      await use(problems);
      expect(problems, 'the page reported errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
