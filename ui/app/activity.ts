/** Counts requests in flight for the global loading overlay. */
export interface ActivityCounter {
  change(delta: 1 | -1): void;
  subscribe(listener: () => void): () => void;
  count(): number;
}

export function createActivityCounter(): ActivityCounter {
  let inFlight = 0;
  const listeners = new Set<() => void>();
  return {
    change(delta) {
      inFlight = Math.max(0, inFlight + delta);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    count: () => inFlight,
  };
}
