import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { markets } from '../../../services/markets/markets';
import couponsFlows from '../../flows/machines/coupons.flows';
import { selectDrewNothing } from '../../../machines/coupons/coupons.selectors';
import { describeViewFlows } from '../../flows/views';
import { CouponsPanel } from '../../../ui/repay/coupons/CouponsPanel';
import { formatMoney } from '../../../ui/shared/money';
import { renderRepayElement } from './renderRepay';
import { repayErrorText } from './repayErrorText';

// Coupons and the lucky draw are one machine and one panel on the repay screen.
const panel = () => screen.getByRole('region', { name: 'Coupons' });
const draw = () => within(panel()).getByRole('button', { name: 'Try the lucky draw' });
const useButtons = () => within(panel()).queryAllByRole('button', { name: 'Use coupon' });
const alertTexts = () => within(panel()).queryAllByRole('alert').map((alert) => alert.textContent);

describeViewFlows(couponsFlows, {
  render: (actor) => renderRepayElement(<CouponsPanel actor={actor} market={markets.ng} />),
  drive: {
    'coupons.retryRequested': ({ user }) => user.click(within(panel()).getByRole('button', { name: 'Retry' })),
    'coupons.drawRequested': ({ user }) => user.click(draw()),
    // A coupon not in the list has no button: only the event itself can name it.
    'coupons.useRequested': async ({ user, actor, event }) => {
      const listed = actor.getSnapshot().context.summary?.coupons.some((coupon) => coupon.couponId === event.couponId);
      if (listed) await user.click(useButtons()[0]!);
      else actor.send(event);
    },
  },
  stateAssertions: {
    loading: ({ snapshot }) => {
      expect(panel()).toBeVisible();
      // A refused draw or coupon stays said while the list is read again.
      const { error } = snapshot.context;
      expect(alertTexts()).toEqual(error ? [repayErrorText(error)] : []);
      expect(useButtons()).toEqual([]);
      // Busy, not disabled: after a draw it keeps the focus of the borrower who tapped it.
      if (snapshot.context.summary?.showDraw) expect(draw()).toBeBusy();
      expect(within(panel()).queryByText('You have no coupons yet.')).toBeNull();
    },
    // Never a panel that vanishes: the list offers a Retry, and a prize just won or a coupon just applied stays said.
    failed: ({ snapshot }) => {
      const { prize, appliedCouponId } = snapshot.context;
      if (selectDrewNothing(snapshot)) expect(within(panel()).getByText(/No prize this time/)).toBeVisible();
      if (prize) expect(within(panel()).getByText(/You won a coupon of/)).toBeVisible();
      if (appliedCouponId) expect(within(panel()).getByText(/Coupon applied to your loan/)).toBeVisible();
      expect(within(panel()).getByText('Your coupons could not be loaded.')).toBeVisible();
      expect(within(panel()).getByRole('button', { name: 'Retry' })).toBeEnabled();
      expect(useButtons()).toEqual([]);
    },
    ready: ({ snapshot }) => {
      const { summary, prize, appliedCouponId, error } = snapshot.context;
      const coupons = summary!.coupons;
      if (coupons.length === 0) expect(within(panel()).getByText('You have no coupons yet.')).toBeVisible();
      else expect(within(panel()).getByText(/Repay-now coupon/)).toBeVisible();
      expect(useButtons()).toHaveLength(coupons.length);
      for (const button of useButtons()) expect(button).toBeEnabled();
      if (summary!.showDraw) expect(draw()).toBeEnabled();
      else expect(within(panel()).queryByRole('button', { name: 'Try the lucky draw' })).toBeNull();
      if (prize) expect(within(panel()).getByText(/You won a coupon of/)).toBeVisible();
      if (appliedCouponId) {
        const left = formatMoney(snapshot.context.unrepaidAmount, markets.ng);
        expect(within(panel()).getByRole('status')).toHaveTextContent(`Coupon applied to your loan. Left to pay: ${left}`);
      }
      expect(alertTexts()).toEqual(error ? [repayErrorText(error)] : []);
    },
    drawing: () => {
      expect(draw()).toBeBusy();
      for (const button of useButtons()) expect(button).toBeDisabled();
    },
    // Only the coupon being used says so; the others wait, disabled, until it is done.
    using: ({ snapshot }) => {
      const { summary, pendingCouponId } = snapshot.context;
      expect(useButtons()).toHaveLength(summary!.coupons.length);
      useButtons().forEach((button, index) => {
        if (summary!.coupons[index]!.couponId === pendingCouponId) expect(button).toBeBusy();
        else expect(button).not.toBeBusy();
        expect(button).toBeUnavailable();
      });
      if (within(panel()).queryByRole('button', { name: 'Try the lucky draw' })) expect(draw()).toBeDisabled();
    },
  },
});
