import { describe, expect, it } from 'vitest';
import { markets } from '../../../services/markets/markets';
import { formatMoney } from '../../../ui/shared/money';

/** What the platform would print: formatMoney writes it out without Intl (docs/performance.md). */
const intlMoney = (amount: number, market: (typeof markets)[keyof typeof markets]) =>
  new Intl.NumberFormat(market.numberLocale, { style: 'currency', currency: market.currency }).format(amount);

/** A fixed pseudo-random sequence, so a failure names the same amount on every run. */
function* amounts(count: number) {
  let seed = 20261121;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < count; i++) {
    const digits = Math.floor(next() * 5); // 0 to 4 decimals, as servers send them
    yield Number((next() * 10 ** Math.floor(next() * 10)).toFixed(digits));
  }
}

describe('formatMoney writes what Intl writes, for every market', () => {
  for (const market of Object.values(markets)) {
    it(`${market.id}: edge amounts`, () => {
      for (const amount of [0, 0.004, 0.005, 0.01, 0.1, 1, 1.005, 2.675, 12.345, 999.995, 1000, 99999.999, 100000000, 1e12 + 0.5]) {
        expect(formatMoney(amount, market)).toBe(intlMoney(amount, market));
      }
    });

    it(`${market.id}: 2,000 amounts of every size and precision`, () => {
      for (const amount of amounts(2000)) expect(formatMoney(amount, market)).toBe(intlMoney(amount, market));
    });

    it(`${market.id}: amounts out of the plain range still print, through Intl`, () => {
      for (const amount of [-1234.5, 1e13, 1e21, 5e-7]) expect(formatMoney(amount, market)).toBe(intlMoney(amount, market));
    });
  }

  it('reads numeric strings as the server sends them', () => {
    expect(formatMoney('1,000.50', markets.mx)).toBe('$1,000.50');
    expect(formatMoney('5000', markets.ng)).toBe('₦5,000.00');
  });
});
