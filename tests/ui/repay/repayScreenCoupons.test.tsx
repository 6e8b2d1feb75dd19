import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../services/api/endpoints';
import { ApiFault } from '../../../services/api/result';
import { loadCatalog } from '../../../ui/app/i18n';
import { RepayScreen } from '../../../ui/repay/detail/RepayScreen';
import { fakeApi, renderSupport } from '../support/renderSupport';
import { expectSaidInPlace, statusRegions } from '../liveRegions';
import { repaying } from './renderRepay';

type Answer = { ok: true; data: unknown };

/** An answer the test gives when it chooses: the request stays on its way until then. */
function later() {
  let give: (answer: Answer) => void = () => undefined;
  const answer = new Promise<Answer>((resolve) => (give = resolve));
  return { answer, give };
}

describe('the repay screen while a coupon is used (its own machine on the same screen)', () => {
  beforeAll(() => loadCatalog('repay', 'en'));

  it('no method starts until the coupon has landed and the balance has been read again', async () => {
    const use = later();
    const reread = later();
    let detailReads = 0;
    const repay = endpoints.repay;
    const { api, calls } = fakeApi({
      [repay.detail.path]: () => (++detailReads === 1 ? { ok: true, data: repaying } : reread.answer),
      [repay.lotteryIsShow.path]: () => ({ ok: true, data: { show: false, chances: 0 } }),
      [repay.coupons.path]: () => ({
        ok: true,
        data: { list: detailReads > 1 ? [] : [{ couponId: 'CP1', kind: 'repayNow', amount: 100, expiresAt: null, usedAt: null }] },
      }),
      [repay.couponUse.path]: () => use.answer,
    });
    renderSupport(<RepayScreen />, { api, path: '/repay/repay_detail?orderNo=LN1' });
    const method = await screen.findByRole('button', { name: 'Transfer to your repayment account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Use coupon' }));
    await waitFor(() => expect(method).toBeDisabled());
    await userEvent.click(method);

    const waiting = statusRegions();
    use.give({ ok: true, data: { unrepaidAmount: 5273.97 } });
    expect(await screen.findByText('Updating your balance…')).toBeVisible();
    expectSaidInPlace(waiting, 'Updating your balance…');
    expect(screen.getByRole('button', { name: 'Transfer to your repayment account' })).toBeDisabled();

    reread.give({ ok: true, data: { ...repaying, repaidAmount: 100, unrepaidAmount: 5273.97 } });
    await waitFor(() => expect(screen.queryByText('Updating your balance…')).toBeNull());
    expect(screen.getByRole('button', { name: 'Transfer to your repayment account' })).toBeEnabled();
    expect(calls.filter((call) => call.path === repay.detail.path)).toHaveLength(2);
    expect(calls.some((call) => call.path === repay.flutterwaveReservedAccount.path)).toBe(false);
  });

  it('a coupon use that got no answer may have been applied: the balance is read again', async () => {
    let detailReads = 0;
    const repay = endpoints.repay;
    const { api } = fakeApi({
      [repay.detail.path]: () => ({ ok: true, data: ++detailReads === 1 ? repaying : { ...repaying, repaidAmount: 100, unrepaidAmount: 5273.97 } }),
      [repay.lotteryIsShow.path]: () => ({ ok: true, data: { show: false, chances: 0 } }),
      [repay.coupons.path]: () => ({ ok: true, data: { list: [{ couponId: 'CP1', kind: 'repayNow', amount: 100, expiresAt: null, usedAt: null }] } }),
      [repay.couponUse.path]: () => Promise.reject(new ApiFault('network', repay.couponUse.path)),
    });
    renderSupport(<RepayScreen />, { api, path: '/repay/repay_detail?orderNo=LN1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Use coupon' }));
    await waitFor(() => expect(detailReads).toBe(2));
    expect(await screen.findAllByText('₦5,273.97')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Transfer to your repayment account' })).toBeEnabled();
  });

  it('keeps a folded record of the coupons already used, read again once another is used', async () => {
    const repay = endpoints.repay;
    const usedCoupon = { couponId: 'CP0', kind: 'luckyDraw', amount: 200, expiresAt: null, usedAt: Date.UTC(2026, 10, 2, 12) };
    let used = [usedCoupon];
    const { api } = fakeApi({
      [repay.detail.path]: () => ({ ok: true, data: repaying }),
      [repay.lotteryIsShow.path]: () => ({ ok: true, data: { show: false, chances: 0 } }),
      [repay.coupons.path]: () => ({ ok: true, data: { list: [{ couponId: 'CP1', kind: 'repayNow', amount: 100, expiresAt: null, usedAt: null }] } }),
      [repay.couponUse.path]: () => {
        used = [...used, { couponId: 'CP1', kind: 'repayNow', amount: 100, expiresAt: null, usedAt: Date.UTC(2026, 10, 21, 12) }];
        return { ok: true, data: { unrepaidAmount: 5273.97 } };
      },
      [repay.couponUsed.path]: () => ({ ok: true, data: { list: used } }),
    });
    renderSupport(<RepayScreen />, { api, path: '/repay/repay_detail?orderNo=LN1' });
    const record = await screen.findByText('Used coupons (1)');
    expect(record.closest('details')).not.toHaveAttribute('open');
    expect(record.closest('details')).toHaveTextContent(/Lucky-draw coupon ₦200\.00 used on/);
    await userEvent.click(await screen.findByRole('button', { name: 'Use coupon' }));
    expect(await screen.findByText('Used coupons (2)')).toBeVisible();
  });

  it('no method opens while a draw is on its way: the answer to the draw is not dropped with the panel', async () => {
    const draw = later();
    const repay = endpoints.repay;
    const { api, calls } = fakeApi({
      [repay.detail.path]: () => ({ ok: true, data: repaying }),
      [repay.lotteryIsShow.path]: () => ({ ok: true, data: { show: true, chances: 1 } }),
      [repay.coupons.path]: () => ({ ok: true, data: { list: [] } }),
      [repay.lotteryCreate.path]: () => draw.answer,
    });
    renderSupport(<RepayScreen />, { api, path: '/repay/repay_detail?orderNo=LN1' });
    const method = await screen.findByRole('button', { name: 'Transfer to your repayment account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try the lucky draw' }));
    await waitFor(() => expect(method).toBeDisabled());
    await userEvent.click(method);
    draw.give({ ok: true, data: { prize: { couponId: 'CP2', kind: 'luckyDraw', amount: 200, expiresAt: null, usedAt: null } } });
    expect(await screen.findByText(/You won a coupon of/)).toHaveTextContent('₦200.00');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Transfer to your repayment account' })).toBeEnabled());
    expect(calls.some((call) => call.path === repay.flutterwaveReservedAccount.path)).toBe(false);
  });

  it('a coupon worth more than what is owed says how much of it this loan can use, in the description of its button', async () => {
    const repay = endpoints.repay;
    const { api } = fakeApi({
      [repay.detail.path]: () => ({ ok: true, data: { ...repaying, repaidAmount: 5323.97, unrepaidAmount: 50 } }),
      [repay.lotteryIsShow.path]: () => ({ ok: true, data: { show: false, chances: 0 } }),
      [repay.coupons.path]: () => ({
        ok: true,
        data: {
          list: [
            { couponId: 'CP1', kind: 'luckyDraw', amount: 200, expiresAt: null, usedAt: null },
            { couponId: 'CP2', kind: 'repayNow', amount: 50, expiresAt: null, usedAt: null },
          ],
        },
      }),
      [repay.couponUsed.path]: () => ({ ok: true, data: { list: [] } }),
    });
    renderSupport(<RepayScreen />, { api, path: '/repay/repay_detail?orderNo=LN1' });
    const [bigger, exact] = await screen.findAllByRole('button', { name: 'Use coupon' });
    expect(bigger).toHaveAccessibleDescription(/Only ₦50\.00 of it can be used on this loan\./);
    expect(exact).not.toHaveAccessibleDescription(/Only/);
  });

  it('a paid-off loan still offers the draw left, and lists the coupons for the next loan, with no "use"', async () => {
    const repay = endpoints.repay;
    const { api } = fakeApi({
      [repay.detail.path]: () => ({ ok: true, data: { ...repaying, stepCode: 4, unrepaidAmount: 0 } }),
      [repay.lotteryIsShow.path]: () => ({ ok: true, data: { show: true, chances: 1 } }),
      [repay.coupons.path]: () => ({ ok: true, data: { list: [{ couponId: 'CP1', kind: 'repayNow', amount: 100, expiresAt: null, usedAt: null }] } }),
      [repay.couponUsed.path]: () => ({ ok: true, data: { list: [] } }),
    });
    renderSupport(<RepayScreen />, { api, path: '/repay/repay_detail?orderNo=LN1' });
    expect(await screen.findByRole('heading', { name: 'Loan paid off' })).toBeVisible();
    const coupons = await screen.findByRole('region', { name: 'Coupons' });
    expect(await within(coupons).findByRole('button', { name: 'Try the lucky draw' })).toBeEnabled();
    expect(within(coupons).getByText('You can use your coupons on your next loan.')).toBeVisible();
    expect(within(coupons).getByText(/Repay-now coupon/)).toBeVisible();
    expect(within(coupons).queryByRole('button', { name: 'Use coupon' })).toBeNull();
  });
});
