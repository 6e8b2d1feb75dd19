import { describe, expect, it, vi } from 'vitest';
import { ClockSkewFault } from '../../../services/api/clockSkew';
import { ApiFault } from '../../../services/api/result';
import { createNetworkNotices } from '../../../ui/app/networkNotices';

const NOW = Date.UTC(2026, 10, 21, 12);

function setUp() {
  const events = new EventTarget();
  const notices = createNetworkNotices(events, () => NOW);
  const fault = (value: ApiFault) => events.dispatchEvent(new CustomEvent('api:fault', { detail: value }));
  const answer = () => events.dispatchEvent(new Event('api:answer'));
  return { events, notices, fault, answer };
}

describe('network notices (FAULTS F3, F7, F22)', () => {
  it('an offline call before any answer is the offline start; after an answer it is not', () => {
    const first = setUp();
    first.fault(new ApiFault('offline', '/user/info'));
    expect(first.notices.get().offlineAtStart).toBe(true);

    const later = setUp();
    later.answer();
    later.fault(new ApiFault('offline', '/user/info'));
    expect(later.notices.get().offlineAtStart).toBe(false);
  });

  it('a Retry-After sets when the wait ends', () => {
    const { notices, fault } = setUp();
    fault(new ApiFault('http', '/order/latest', 429, 20));
    expect(notices.get().retryAt).toBe(NOW + 20_000);
  });

  it('a refused clock shows until the server answers again', () => {
    const { notices, fault, answer } = setUp();
    fault(new ClockSkewFault('/order/latest'));
    expect(notices.get().clockSkew).toBe(true);
    answer();
    expect(notices.get().clockSkew).toBe(false);
  });

  it('a dismissed notice goes, and subscribers hear of every change', () => {
    const { notices, fault } = setUp();
    const listener = vi.fn();
    const unsubscribe = notices.subscribe(listener);
    fault(new ClockSkewFault('/order/latest'));
    notices.dismiss('clockSkew');
    expect(notices.get().clockSkew).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    fault(new ClockSkewFault('/order/latest'));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('instances are independent: each hears only its own events', () => {
    const one = setUp();
    const other = setUp();
    one.fault(new ApiFault('offline', '/user/info'));
    expect(one.notices.get().offlineAtStart).toBe(true);
    expect(other.notices.get()).toEqual({ offlineAtStart: false, retryAt: null, clockSkew: false });
  });

  it('stops listening once disposed', () => {
    const { notices, fault } = setUp();
    notices.dispose();
    fault(new ApiFault('offline', '/user/info'));
    fault(new ClockSkewFault('/order/latest'));
    expect(notices.get()).toEqual({ offlineAtStart: false, retryAt: null, clockSkew: false });
  });
});
