import { isApiFault, type FaultReason } from '../../services/api/result';
import type { NativeBridge } from '../../services/bridge';

/** What is logged of one fault: never a payload, an answer body or an error's message. */
export interface LoggedFault {
  reason: FaultReason | 'bridge';
  /** The endpoint's plain path (`/security/getVerifyCode`); API faults only. */
  endpoint?: string;
  status?: number;
  /** The error's class (`SyntaxError`); bridge errors only. */
  error?: string;
  /** How many faults of this reason this page load has seen, this one included. */
  count: number;
}

export type FaultLog = (fault: unknown) => void;

/**
 * Every API fault and every wrapper bridge error (FAULTS F6, F11, F20, F32), counted per reason
 * and told to the wrapper's local event log (`eventType: 'fault'`, the entry as JSON in
 * `eventOption`) and to the console for QA. A bridge error's message is left out: a JSON parse
 * error quotes the text it could not read, which may be a contact's name and number.
 */
export function createFaultLog(
  bridge: Pick<NativeBridge, 'logEventByLocal'>,
  deps: { now?: () => number; warn?: (line: string) => void; pageName?: () => string } = {},
): FaultLog {
  const { now = Date.now, warn = console.warn, pageName = currentPageName } = deps;
  const counts = new Map<LoggedFault['reason'], number>();
  let telling = false;
  return (fault) => {
    // A wrapper whose port throws reports its own log call failing: that is the fault being told.
    if (telling) return;
    const entry = describeFault(fault);
    const count = (counts.get(entry.reason) ?? 0) + 1;
    counts.set(entry.reason, count);
    const eventOption = JSON.stringify({ ...entry, count });
    warn(`[fault] ${eventOption}`);
    telling = true;
    try {
      bridge.logEventByLocal({ time: now(), eventType: 'fault', pageName: pageName(), eventOption });
    } catch {
      // the console line stays
    } finally {
      telling = false;
    }
  };
}

function describeFault(fault: unknown): Omit<LoggedFault, 'count'> {
  if (isApiFault(fault)) {
    return { reason: fault.reason, endpoint: fault.endpoint, ...(fault.status ? { status: fault.status } : {}) };
  }
  return { reason: 'bridge', error: fault instanceof Error ? fault.name : typeof fault };
}

/** The route without its query (which may carry an order number). */
function currentPageName(): string {
  return window.location.hash.replace(/^#/, '').split('?')[0] || '/';
}
