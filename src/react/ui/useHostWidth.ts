import { useEffect, useState } from 'react';
import { useElement } from './ElementRoot';

/** Widths measured ahead of a first render (measureHostWidth), each taken once by it. */
const measured = new WeakMap<Element, number>();
/** The elements waiting for their width: what ends the wait. */
const waiting = new Map<Element, () => void>();
let observer: ResizeObserver | undefined;

/** An entry's width as getBoundingClientRect() reads it (the border box), without a layout of its own. */
const widthOf = (entry: ResizeObserverEntry) => entry.borderBoxSize?.[0]?.inlineSize ?? entry.target.getBoundingClientRect().width;

/**
 * How long a first render waits for the browser's layout to report a width (a hidden element's
 * too: 0). A tab in the background lays nothing out, so there is no report: past this, the render
 * reads the width itself, as without a measure.
 */
const MEASURE_WAIT_MS = 100;

/**
 * Measure `host`'s width for its first render, in the browser's next layout (a ResizeObserver's
 * first report) rather than by reading it during the render: a read there lays the page out at
 * once, and on a page of account areas mounting together each one's read laid out again the page
 * the others had just changed. Every element waiting for its width gets it from one report. An
 * element's `prepare` waits for it (src/elements/define.tsx); it never fails.
 */
export function measureHostWidth(host: Element): Promise<void> {
  waiting.get(host)?.();
  return new Promise((resolve) => {
    const timer = setTimeout(done, MEASURE_WAIT_MS);
    function done() {
      clearTimeout(timer);
      waiting.delete(host);
      observer?.unobserve(host);
      resolve();
    }
    waiting.set(host, done);
    observer ??= new ResizeObserver((entries) => {
      for (const entry of entries) {
        measured.set(entry.target, widthOf(entry));
        waiting.get(entry.target)?.();
      }
    });
    observer.observe(host);
  });
}

/**
 * The element's own width in CSS pixels, following resizes once they settle (`debounceMs`,
 * 50 ms by default): layout rules such as the account menu's breakpoint use the space the
 * element has, not the window's. The first render takes the width measureHostWidth measured,
 * else reads it. Unless `measure` (a view whose layout does not depend on it now), 0 and
 * nothing read: reading a width makes the browser lay the page out at once. Resizes are read
 * off the observer's reports, which come after a layout the browser did anyway.
 */
export function useHostWidth(debounceMs = 50, measure = true): number {
  const { host } = useElement();
  const [width, setWidth] = useState(() => {
    if (!measure) return 0;
    const ahead = measured.get(host);
    measured.delete(host);
    return ahead ?? host.getBoundingClientRect().width;
  });
  useEffect(() => {
    // Observing reports the size once at once: a view that comes to need it has it then.
    if (!measure) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver((entries) => {
      const last = entries[entries.length - 1];
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(widthOf(last)), debounceMs);
    });
    observer.observe(host);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [host, debounceMs, measure]);
  return width;
}
