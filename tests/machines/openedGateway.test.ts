import { describe, expect, it } from 'vitest';
import { OPENED_GATEWAY_KEEP_MS, openedGatewayToResume } from '../../machines/repayment/openedGateway';

const NOW = Date.UTC(2026, 10, 26, 12);
const kept = { orderNo: 'LN1', method: 'cardGateway', payOrderId: 'PO1', openedAt: NOW - 60_000 };

describe('which opened gateway page a repay screen loaded again still waits for (FAULTS F50)', () => {
  it('one opened minutes ago for this order, or for the latest order', () => {
    expect(openedGatewayToResume(kept, 'LN1', NOW)).toEqual({ orderNo: 'LN1', method: 'cardGateway', payOrderId: 'PO1' });
    expect(openedGatewayToResume(kept, null, NOW)).toEqual({ orderNo: 'LN1', method: 'cardGateway', payOrderId: 'PO1' });
  });

  it('not one for another order, one older than the wait, or one from the future (a changed clock)', () => {
    expect(openedGatewayToResume(kept, 'LN2', NOW)).toBeNull();
    expect(openedGatewayToResume({ ...kept, openedAt: NOW - OPENED_GATEWAY_KEEP_MS - 1 }, 'LN1', NOW)).toBeNull();
    expect(openedGatewayToResume({ ...kept, openedAt: NOW + 60_000 }, 'LN1', NOW)).toBeNull();
  });

  it('not anything that is not a gateway page: a transfer, no payment id, a foreign or broken value', () => {
    for (const value of [{ ...kept, method: 'stpTransfer' }, { ...kept, payOrderId: '' }, { ...kept, openedAt: 'soon' }, null, 'PO1', 42]) {
      expect(openedGatewayToResume(value, 'LN1', NOW)).toBeNull();
    }
  });
});
