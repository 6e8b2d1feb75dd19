import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The app's colour variables, as `:root` in ui/app/styles.css declares them. */
function colours(): Record<string, string> {
  const css = readFileSync(resolve(process.cwd(), 'ui/app/styles.css'), 'utf8');
  return Object.fromEntries([...css.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1]!, m[2]!.toLowerCase()]));
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('colours a low-vision borrower depends on', () => {
  const c = colours();

  it("a field's edge stands out 3:1 from the field (white) and from the page (WCAG 1.4.11)", () => {
    expect(contrast(c['field-line']!, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrast(c['field-line']!, c.bg!)).toBeGreaterThanOrEqual(3);
    const css = readFileSync(resolve(process.cwd(), 'ui/app/styles.css'), 'utf8');
    expect(css).toMatch(/input, select, textarea \{[^}]*border: 1px solid var\(--field-line\)/);
  });

  it('text reads 4.5:1 on the page and on cards: body, muted, errors, and white on the brand colour (WCAG 1.4.3)', () => {
    for (const text of [c.ink!, c.muted!, c.danger!]) {
      expect(contrast(text, c.bg!)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(c['brand-ink']!, c.brand!)).toBeGreaterThanOrEqual(4.5);
  });
});
