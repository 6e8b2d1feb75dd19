import type { ActorOptions, AnyActorLogic } from 'xstate';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

interface Timer {
  id: number;
  due: number;
  fn: () => void;
}

/** A clock that only moves when told to: timers fire one by one, earliest first. */
export class ManualClock implements Clock {
  private now = 0;
  private nextId = 1;
  private readonly timers = new Map<number, Timer>();

  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = this.nextId++;
    this.timers.set(id, { id, due: this.now + timeout, fn });
    return id;
  }

  clearTimeout(id: number): void {
    this.timers.delete(id);
  }

  get pendingCount(): number {
    return this.timers.size;
  }

  /** Advances to the earliest pending timer and runs it; false when nothing is pending. */
  fireNext(): boolean {
    let next: Timer | undefined;
    for (const timer of this.timers.values()) {
      if (!next || timer.due < next.due || (timer.due === next.due && timer.id < next.id)) next = timer;
    }
    if (!next) return false;
    this.timers.delete(next.id);
    this.now = next.due;
    next.fn();
    return true;
  }
}
