import { describe, expect, it } from 'vitest';
import { ApiFault } from '../../../services/api/result';
import { createAndroidBridge, type AndroidHost } from '../../../services/bridge/androidBridge';
import type { LocalLogEvent } from '../../../services/bridge/bridge.types';
import { createFaultLog, type FaultLog } from '../../../ui/app/faultLog';

const NOW = 1_700_000_000_000;

function recordingLog() {
  const events: LocalLogEvent[] = [];
  const lines: string[] = [];
  const log = createFaultLog(
    { logEventByLocal: (event) => void events.push(event) },
    { now: () => NOW, warn: (line) => void lines.push(line), pageName: () => '/user/login' },
  );
  const logged = () => events.map((event) => JSON.parse(event.eventOption ?? '') as Record<string, unknown>);
  return { log, events, lines, logged };
}

/** A wrapper whose port throws for the given actions and records every other message. */
function wrapperThrowingOn(actions: string[]) {
  const sent: { action: string; params: Record<string, unknown> }[] = [];
  const host: AndroidHost = {
    AndroidBridge: {
      postMessage(json) {
        const message = JSON.parse(json) as (typeof sent)[number];
        if (actions.includes(message.action)) throw new Error(`${message.action} exploded`);
        sent.push(message);
      },
    },
  };
  const lines: string[] = [];
  let log: FaultLog = () => undefined;
  const bridge = createAndroidBridge(host, { timeoutMs: 50, onError: (error) => log(error) });
  log = createFaultLog(bridge, { warn: (line) => void lines.push(line), pageName: () => '/auth/personal_infomation' });
  const logged = () => sent.filter((m) => m.action === 'logEventByLocal').map((m) => JSON.parse(String(m.params.eventOption)) as unknown);
  return { host, bridge, lines, logged };
}

describe('fault log (FAULTS F6, F11, F20, F32)', () => {
  it('an HTTP fault is told to the wrapper log and the console with its endpoint and status', () => {
    const { log, events, lines, logged } = recordingLog();
    log(new ApiFault('http', '/security/getVerifyCode', 502));
    expect(events).toEqual([{ time: NOW, eventType: 'fault', pageName: '/user/login', eventOption: expect.any(String) }]);
    expect(logged()).toEqual([{ reason: 'http', endpoint: '/security/getVerifyCode', status: 502, count: 1 }]);
    expect(lines).toEqual([`[fault] ${events[0]?.eventOption}`]);
  });

  it('counts faults per reason; a fault without a status (timeout) has none', () => {
    const { log, logged } = recordingLog();
    log(new ApiFault('malformed', '/security/getVerifyCode', 200));
    log(new ApiFault('timeout', '/loan/loan-order/apply-market'));
    log(new ApiFault('malformed', '/security/existsByMobile', 200));
    expect(logged()).toEqual([
      { reason: 'malformed', endpoint: '/security/getVerifyCode', status: 200, count: 1 },
      { reason: 'timeout', endpoint: '/loan/loan-order/apply-market', count: 1 },
      { reason: 'malformed', endpoint: '/security/existsByMobile', status: 200, count: 2 },
    ]);
  });

  it("a bridge error is logged by its class only: an unreadable answer's text (a contact) never is", () => {
    const { log, events, lines, logged } = recordingLog();
    // V8 quotes the start of a text JSON.parse could not read: a picked contact, here.
    const parseError = new SyntaxError('Unexpected token \'A\', "Ada Obi +2348034567890" is not valid JSON');
    log(parseError);
    expect(logged()).toEqual([{ reason: 'bridge', error: 'SyntaxError', count: 1 }]);
    for (const text of [...lines, JSON.stringify(events)]) {
      expect(text).not.toMatch(/Ada|8034567890/);
    }
  });

  it('a bridge method that throws (F32) is logged once through the wrapper log, and the picker degrades', async () => {
    const { bridge, lines, logged } = wrapperThrowingOn(['selectContact']);
    await expect(bridge.selectContact(1)).resolves.toEqual({ kind: 'unavailable' });
    expect(logged()).toEqual([{ reason: 'bridge', error: 'Error', count: 1 }]);
    expect(lines).toHaveLength(1);
  });

  it('a wrapper whose every call throws: the console line stays, no loop through its own log call', async () => {
    const { bridge, lines } = wrapperThrowingOn(['selectContact', 'logEventByLocal']);
    await expect(bridge.selectContact(2)).resolves.toEqual({ kind: 'unavailable' });
    expect(lines).toEqual(['[fault] {"reason":"bridge","error":"Error","count":1}']);
  });

  it('a malformed wrapper answer is logged and ignored', () => {
    const { host, logged } = wrapperThrowingOn([]);
    host.__onNativeMessage?.('{bad');
    expect(logged()).toEqual([{ reason: 'bridge', error: 'SyntaxError', count: 1 }]);
  });
});
