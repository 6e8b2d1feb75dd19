import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_TIMEOUT_MS, createAndroidBridge, type AndroidHost } from '../../../services/bridge/androidBridge';
import { detectBridge } from '../../../services/bridge';
import type { TimeSdkRequest } from '../../../services/bridge/bridge.types';

interface Sent {
  id?: string;
  action: string;
  params: Record<string, unknown>;
}

function fakeWrapper(options: { throws?: boolean } = {}) {
  const sent: Sent[] = [];
  const host: AndroidHost = {
    AndroidBridge: {
      postMessage(json: string) {
        if (options.throws) throw new Error('port closed');
        sent.push(JSON.parse(json) as Sent);
      },
    },
  };
  const answer = (message: unknown) => host.__onNativeMessage?.(typeof message === 'string' ? message : JSON.stringify(message));
  return { host, sent, answer };
}

const timeSdkRequest: TimeSdkRequest = {
  orderNo: 'A1',
  userId: 'u1',
  step: 'basicInfo',
  isSubmit: false,
  flags: { appList: true, sms: false, exif: true, device: true, contact: false, location: true },
};

afterEach(() => vi.useRealTimers());

describe('Android wrapper transport', () => {
  it('posts {id, action, params} JSON and resolves on the answer with the same id', async () => {
    const { host, sent, answer } = fakeWrapper();
    const bridge = createAndroidBridge(host);
    const pick = bridge.selectContact(2);
    expect(sent[0]).toMatchObject({ action: 'selectContact', params: { isSelectContact: true, selectContactIndex: 2 } });
    expect(typeof sent[0]!.id).toBe('string');
    answer({ id: sent[0]!.id, ok: true, data: { phone: '+234 0803 456 7890', name: 'Ada 😀' } });
    await expect(pick).resolves.toEqual({ kind: 'picked', phone: '+234 0803 456 7890', name: 'Ada 😀' });
  });

  it('a token the wrapper sent before the app started (queued) or before anyone listened reaches the session once', async () => {
    const { host, answer } = fakeWrapper();
    host.__nativeQueue = [JSON.stringify({ event: 'newToken', token: 'T-early' })];
    const bridge = createAndroidBridge(host);
    expect(host.__nativeQueue).toEqual([]);
    const heard: string[] = [];
    bridge.onToken((token) => heard.push(token));
    bridge.onToken((token) => heard.push(`second:${token}`));
    await Promise.resolve();
    expect(heard).toEqual(['T-early']);
    answer({ event: 'newToken', token: 'T-later' });
    expect(heard).toEqual(['T-early', 'T-later', 'second:T-later']);
  });

  it('an answer meant for the page before a reload matches no request of the new page', async () => {
    vi.useFakeTimers();
    const before = fakeWrapper();
    void createAndroidBridge(before.host).selectContact(1);
    vi.advanceTimersByTime(1_000); // the WebView reloads
    const after = fakeWrapper();
    const pick = createAndroidBridge(after.host).selectContact(1);
    expect(after.sent[0]!.id).not.toBe(before.sent[0]!.id);
    after.answer({ id: before.sent[0]!.id, ok: true, data: { phone: '0803 000 0000', name: 'Old pick' } });
    after.answer({ id: after.sent[0]!.id, ok: true, data: { phone: '0803 111 1111', name: 'New pick' } });
    await expect(pick).resolves.toMatchObject({ name: 'New pick' });
  });

  it('matches concurrent requests by correlation id, whatever the answer order', async () => {
    const { host, sent, answer } = fakeWrapper();
    const bridge = createAndroidBridge(host);
    const first = bridge.selectContact(1);
    const second = bridge.selectContact(2);
    expect(sent[0]!.id).not.toBe(sent[1]!.id);
    answer({ id: sent[1]!.id, ok: true, data: { phone: '222', name: 'Two' } });
    answer({ id: sent[0]!.id, ok: true, data: { phone: '111', name: 'One' } });
    await expect(first).resolves.toMatchObject({ phone: '111' });
    await expect(second).resolves.toMatchObject({ phone: '222' });
  });

  it('ignores a duplicate and a late answer (FAULTS F34)', async () => {
    const { host, sent, answer } = fakeWrapper();
    const bridge = createAndroidBridge(host);
    const pick = bridge.selectContact(1);
    const id = sent[0]!.id;
    answer({ id, ok: true, data: { phone: '111', name: 'One' } });
    answer({ id, ok: true, data: { phone: '999', name: 'Late' } });
    answer({ id: 'foreign-1', ok: true, data: {} });
    await expect(pick).resolves.toMatchObject({ phone: '111' });
    // A new request is not resolved by the stale answer of the old one.
    const next = bridge.selectContact(1);
    answer({ id, ok: true, data: { phone: '999', name: 'Late' } });
    answer({ id: sent[1]!.id, ok: true, data: { phone: '333', name: 'Three' } });
    await expect(next).resolves.toMatchObject({ phone: '333' });
  });

  it('times out when the callback never comes (F33)', async () => {
    vi.useFakeTimers();
    const { host } = fakeWrapper();
    const pick = createAndroidBridge(host).selectContact(1);
    await vi.advanceTimersByTimeAsync(BRIDGE_TIMEOUT_MS);
    await expect(pick).resolves.toEqual({ kind: 'timeout' });
    expect(BRIDGE_TIMEOUT_MS).toBe(30_000);
  });

  it('malformed JSON answering the one waiting request is reported, and that request ends as unavailable at once (F32)', async () => {
    const { host, sent, answer } = fakeWrapper();
    const errors: unknown[] = [];
    const bridge = createAndroidBridge(host, { onError: (e) => errors.push(e) });
    const pick = bridge.selectContact(1);
    expect(() => answer('{bad')).not.toThrow();
    expect(errors).toHaveLength(1);
    await expect(pick).resolves.toEqual({ kind: 'unavailable' });
    // Its real answer, if it comes after all, lands nowhere.
    expect(() => answer({ id: sent[0]!.id, ok: true, data: { phone: '08031234567', name: 'Ada' } })).not.toThrow();
    const collect = bridge.timeSDK(timeSdkRequest);
    answer('not json either');
    await expect(collect).resolves.toEqual({ kind: 'failed' });
  });

  it('JSON that is no message ("null", a number) is reported like malformed JSON, never thrown at the wrapper (F32)', async () => {
    const { host, answer } = fakeWrapper();
    const errors: unknown[] = [];
    const bridge = createAndroidBridge(host, { onError: (e) => errors.push(e) });
    const pick = bridge.selectContact(1);
    expect(() => answer('null')).not.toThrow();
    expect(errors).toHaveLength(1);
    await expect(pick).resolves.toEqual({ kind: 'unavailable' });
    expect(() => answer('42')).not.toThrow();
    expect(errors).toHaveLength(2);
  });

  it('a broken answer that still names its id ends that request; a broken event ends none (F32)', async () => {
    const { host, sent, answer } = fakeWrapper();
    const bridge = createAndroidBridge(host, { onError: () => undefined });
    const pick = bridge.selectContact(1);
    const collect = bridge.timeSDK(timeSdkRequest);
    answer(`{"id":"${sent[1]!.id}","ok":true,"data":{"result":`);
    await expect(collect).resolves.toEqual({ kind: 'failed' });
    answer('{"event":"newToken","token":"abc');
    answer({ id: sent[0]!.id, ok: true, data: { phone: '08031234567', name: 'Ada' } });
    await expect(pick).resolves.toEqual({ kind: 'picked', phone: '08031234567', name: 'Ada' });
  });

  it('malformed JSON while several requests wait cannot be told whose it is: each keeps waiting for its own answer (F32)', async () => {
    const { host, sent, answer } = fakeWrapper();
    const errors: unknown[] = [];
    const bridge = createAndroidBridge(host, { onError: (e) => errors.push(e) });
    const pick = bridge.selectContact(1);
    const collect = bridge.timeSDK(timeSdkRequest);
    answer('{bad');
    expect(errors).toHaveLength(1);
    answer({ id: sent[0]!.id, ok: true, data: { result: 'denied' } });
    answer({ id: sent[1]!.id, ok: true, data: { result: 0 } });
    await expect(pick).resolves.toEqual({ kind: 'denied' });
    await expect(collect).resolves.toEqual({ kind: 'result', code: 0 });
  });

  it('a throwing port is caught: the feature degrades (F32)', async () => {
    const { host } = fakeWrapper({ throws: true });
    const errors: unknown[] = [];
    const bridge = createAndroidBridge(host, { onError: (e) => errors.push(e) });
    expect(bridge.login()).toBe(false);
    expect(() => bridge.logout()).not.toThrow();
    await expect(bridge.selectContact(1)).resolves.toEqual({ kind: 'unavailable' });
    await expect(bridge.timeSDK(timeSdkRequest)).resolves.toEqual({ kind: 'failed' });
    expect(errors.length).toBeGreaterThanOrEqual(3);
  });

  it('a native error answer or an empty pick is not a contact', async () => {
    const { host, sent, answer } = fakeWrapper();
    const bridge = createAndroidBridge(host);
    const failed = bridge.selectContact(1);
    answer({ id: sent[0]!.id, ok: false });
    await expect(failed).resolves.toEqual({ kind: 'unavailable' });
    const cancelled = bridge.selectContact(1);
    answer({ id: sent[1]!.id, ok: true, data: {} });
    await expect(cancelled).resolves.toEqual({ kind: 'cancelled' });
  });

  it('timeSDK sends the request with the six flags flat and reads the result through webViewToTime', async () => {
    const { host, sent } = fakeWrapper();
    const result = createAndroidBridge(host).timeSDK(timeSdkRequest);
    expect(sent[0]).toMatchObject({ action: 'timeSDK', params: { orderNo: 'A1', appList: true, sms: false, location: true } });
    host.webViewToTime?.(JSON.stringify({ id: sent[0]!.id, ok: true, data: { result: 1 } }));
    await expect(result).resolves.toEqual({ kind: 'result', code: 1 });
  });

  it('timeSDK with an unknown or missing result code fails; a code sent as text is read', async () => {
    const outcome = async (data: unknown) => {
      const { host, sent, answer } = fakeWrapper();
      const result = createAndroidBridge(host).timeSDK(timeSdkRequest);
      answer({ id: sent[0]!.id, ok: true, data });
      return result;
    };
    for (const result of [7, null, '', false, true, [], '0x0', undefined]) {
      await expect(outcome({ result }), JSON.stringify(result)).resolves.toEqual({ kind: 'failed' });
    }
    await expect(outcome(null)).resolves.toEqual({ kind: 'failed' });
    await expect(outcome({ result: '1' })).resolves.toEqual({ kind: 'result', code: 1 });
    await expect(outcome({ result: ' -1' })).resolves.toEqual({ kind: 'result', code: -1 });
    await expect(outcome({ result: 0 })).resolves.toEqual({ kind: 'result', code: 0 });
  });

  it('login, logout and events are fire-and-forget messages', () => {
    const { host, sent } = fakeWrapper();
    const bridge = createAndroidBridge(host);
    expect(bridge.isNative).toBe(true);
    expect(bridge.login()).toBe(true);
    bridge.logout();
    bridge.logEventByAF('sdk6_call', { step: 6 });
    bridge.logEventByLocal({ time: 1, eventType: 'click', pageName: 'home' });
    expect(sent.map((m) => m.action)).toEqual(['login', 'logout', 'logEventByAF', 'logEventByLocal']);
    expect(sent[2]!.params).toEqual({ name: 'sdk6_call', values: { step: 6 } });
  });

  it('newToken events reach the listeners until they unsubscribe; an empty token is ignored', () => {
    const { host, answer } = fakeWrapper();
    const bridge = createAndroidBridge(host);
    const tokens: string[] = [];
    const stop = bridge.onToken((token) => tokens.push(token));
    answer({ event: 'newToken', token: 'T1' });
    answer({ event: 'newToken', token: '' });
    stop();
    answer({ event: 'newToken', token: 'T2' });
    expect(tokens).toEqual(['T1']);
  });
});

describe('bridge detection and the web fallback (F31)', () => {
  it('a plain browser gets the web fallback, which degrades honestly', async () => {
    const bridge = detectBridge({});
    expect(bridge.isNative).toBe(false);
    expect(bridge.login()).toBe(false);
    expect(() => bridge.logout()).not.toThrow();
    await expect(bridge.selectContact(1)).resolves.toEqual({ kind: 'notInApp' });
    await expect(bridge.timeSDK(timeSdkRequest)).resolves.toEqual({ kind: 'unavailable' });
  });

  it('a port without postMessage is not a wrapper', () => {
    expect(detectBridge({ AndroidBridge: {} as never }).isNative).toBe(false);
  });

  it('the wrapper port is detected', () => {
    expect(detectBridge(fakeWrapper().host).isNative).toBe(true);
  });
});
