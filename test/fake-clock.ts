/**
 * A tiny fake clock for timing rules (spec constants such as the terms screen's 1 s): while
 * installed, `setTimeout`, `clearTimeout` and `Date.now` of the page are its own, and time
 * moves only with `tick`. Promises, dynamic imports and rendering run as usual, so a test
 * waits for a timer to be scheduled with `nextTimer` (polling on the real clock) instead of
 * sleeping. Mocha keeps its own references to the real timers, so its time-outs still work.
 */
interface Timer {
  id: number;
  at: number;
  delay: number;
  run: () => void;
}

export interface FakeClock {
  /** Milliseconds since the clock was installed. */
  readonly elapsed: number;
  /** Move time forward by `ms`, running every timer that falls due, in order. */
  tick(ms: number): void;
  /** The delays of the timers still pending, soonest first. */
  pending(): number[];
  /** Let the promises that timers started run on (one turn of the real clock). */
  settle(): Promise<void>;
  /** Wait (on the real clock, at most 4 s) until a timer of `delay` ms is pending. */
  nextTimer(delay: number): Promise<void>;
  /** Wait (on the real clock, at most 4 s) until `condition` holds, e.g. a view shows a text; `what` names it if it never does. */
  until(condition: () => boolean | Promise<boolean>, what: string): Promise<void>;
  uninstall(): void;
}

export function installFakeClock(): FakeClock {
  const real = { setTimeout: window.setTimeout, clearTimeout: window.clearTimeout, now: Date.now };
  const start = real.now();
  let elapsed = 0;
  let nextId = 1;
  let timers: Timer[] = [];

  window.setTimeout = ((handler: TimerHandler, delay = 0, ...args: unknown[]) => {
    const id = nextId++;
    const run = typeof handler === 'function' ? () => (handler as (...a: unknown[]) => void)(...args) : () => undefined;
    timers.push({ id, at: elapsed + Math.max(0, Number(delay) || 0), delay: Number(delay) || 0, run });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    timers = timers.filter((t) => t.id !== id);
  }) as typeof window.clearTimeout;
  Date.now = () => start + elapsed;

  return {
    get elapsed() {
      return elapsed;
    },
    tick(ms) {
      const end = elapsed + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        elapsed = due.at;
        due.run();
      }
      elapsed = end;
    },
    settle: () => new Promise((resolve) => real.setTimeout.call(window, resolve, 0)),
    pending: () =>
      timers
        .slice()
        .sort((a, b) => a.at - b.at)
        .map((t) => t.delay),
    async until(condition, what) {
      const until = real.now() + 4000;
      while (!(await condition())) {
        if (real.now() > until) throw new Error(`never: ${what}`);
        await new Promise((resolve) => real.setTimeout.call(window, resolve, 5));
      }
    },
    async nextTimer(delay) {
      const until = real.now() + 4000;
      while (!timers.some((t) => t.delay === delay)) {
        if (real.now() > until)
          throw new Error(`no ${delay} ms timer was scheduled; pending: ${JSON.stringify(timers.map((t) => t.delay))}`);
        await new Promise((resolve) => real.setTimeout.call(window, resolve, 5));
      }
    },
    uninstall() {
      window.setTimeout = real.setTimeout;
      window.clearTimeout = real.clearTimeout;
      Date.now = real.now;
    },
  };
}
