import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * axe-core's automated checks for WCAG 2.2 A and AA and its best practices (landmarks, headings,
 * names, contrast, labels, ARIA use). It is evaluated through DevTools, as page scripts of the
 * test are, so the app's Content-Security-Policy (no inline script) needs no exception for it.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Every rule the page breaks, one line per element: `rule (impact): what to fix at selector`. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((result) => result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }))),
    RULE_TAGS,
  );
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact ?? 'unrated'}): ${v.help} at ${node.target.join(' ')}`));
}

/**
 * Waits until the app, not the prerendered first screen, shows a screen with its heading, and no
 * request keeps the loading overlay up: what axe then reads is what the borrower has in front of them.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.first-screen')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  await page.waitForLoadState('networkidle');
}
