import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { repayEndpoints as repay } from '../../../services/api/endpoints/repay';
import { supportEndpoints as support } from '../../../services/api/endpoints/support';

// A status or kind the server added after this build is read as the nearest thing the app knows;
// only a missing value, or one neither text nor a number, still fails the answer.
describe('values added on the server since this build', () => {
  const read = (endpoint: { data?: v.GenericSchema }, raw: unknown) => v.safeParse(endpoint.data!, raw);

  it('an extension in a new in-between status ("processing") is still under way, polled again', () => {
    const status = (value: unknown) => read(repay.updateExtensionOrderStatus, { extensionOrderNo: 'EX1', status: value, dueDate: null });
    expect(status('processing').output).toMatchObject({ status: 'pending' });
    expect(status('success').output).toMatchObject({ status: 'success' });
    expect(status('failed').output).toMatchObject({ status: 'failed' });
    expect(status(undefined).success).toBe(false);
    expect(status({ code: 2 }).success).toBe(false);
  });

  it('the lucky draw without a count of chances is one chance; a draw that won nothing may leave the prize out', () => {
    expect(read(repay.lotteryIsShow, { show: true }).output).toEqual({ show: true, chances: 1 });
    expect(read(repay.lotteryIsShow, { show: true, chances: 0 }).output).toEqual({ show: true, chances: 0 });
    expect(read(repay.lotteryCreate, {}).output).toEqual({ prize: null });
    expect(read(repay.lotteryCreate, { prize: null }).output).toEqual({ prize: null });
  });

  it('a coupon of a new kind stays in the list, without a kind of its own', () => {
    const answer = read(repay.coupons, {
      list: [
        { couponId: 'C1', kind: 'repayNow', amount: 100 },
        { couponId: 'C2', kind: 'cashback', amount: 50 },
      ],
    });
    expect(answer.output).toMatchObject({ list: [{ couponId: 'C1', kind: 'repayNow' }, { couponId: 'C2', kind: null }] });
  });

  it('a marketplace loan in a new status and a new urgency tone are listed without a label', () => {
    const orders = read(support.marketOrderList, {
      list: [{ orderNo: 'M1', productId: 'P1', productName: 'Kobo Loans', amount: 1000, status: 'inCollection', createTime: null }],
    });
    expect(orders.output).toMatchObject({ list: [{ orderNo: 'M1', status: null }] });
    const tones = read(support.marketRepayColor, { list: [{ orderNo: 'M1', tone: 'critical' }, { orderNo: 'M2', tone: 'overdue' }] });
    expect(tones.output).toEqual({ list: [{ orderNo: 'M1', tone: null }, { orderNo: 'M2', tone: 'overdue' }] });
  });

  it('a ticket of a new type or status is listed as "Other", still being handled', () => {
    const ticket = { id: 7, type: 4, status: 5, description: 'Card charged twice', contact: 'a@b.ng', createTime: null };
    const list = read(support.feedbackList, { list: [ticket, { ...ticket, id: 8, type: 1, status: 3 }], total: 2 });
    expect(list.output).toMatchObject({ list: [{ id: 7, type: 3, status: 2 }, { id: 8, type: 1, status: 3 }] });
    expect(read(support.feedbackDetail, { ...ticket, type: undefined }).success).toBe(false);
    // Numbers sent as text are those numbers: a closed ticket stays closed.
    expect(read(support.feedbackDetail, { ...ticket, type: '1', status: '3' }).output).toMatchObject({ type: 1, status: 3 });
  });

  it('an open ticket of a new type does not fail the check of the types the borrower can choose', () => {
    const open = read(support.feedbackNotHandle, { count: 2, types: [1, 4] });
    expect(open.output).toEqual({ count: 2, types: [1] });
  });

  it('a message from a sender the app does not know (a system note) reads as the team, and the thread still loads', () => {
    const messages = read(support.feedbackLeaveMessages, { list: [{ id: 1, content: 'Ticket escalated', from: 'system', createTime: null }] });
    expect(messages.output).toMatchObject({ list: [{ id: 1, from: 'service' }] });
  });

  it('a ticket without a contact or a description (filed by phone) is still read', () => {
    const ticket = { id: 7, type: 1, status: 1, description: null, contact: null, createTime: null };
    expect(read(support.feedbackDetail, ticket).output).toMatchObject({ description: '', contact: '' });
    expect(read(support.feedbackDetail, { id: 7, type: 1, status: 1 }).output).toMatchObject({ description: '', contact: '' });
  });
});
