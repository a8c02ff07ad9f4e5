import { useEffect, useState } from 'react';
import { useElement } from './ElementRoot';

/**
 * The element's own width in CSS pixels, following resizes once they settle (`debounceMs`,
 * 50 ms by default): layout rules such as the account menu's breakpoint use the space the
 * element has, not the window's. Unless `measured` (a view whose layout does not depend on it
 * now), 0 and nothing read: reading a width makes the browser lay the page out at once.
 */
export function useHostWidth(debounceMs = 50, measured = true): number {
  const { host } = useElement();
  const [width, setWidth] = useState(() => (measured ? host.getBoundingClientRect().width : 0));
  useEffect(() => {
    // Observing reports the size once at once: a view that comes to need it has it then.
    if (!measured) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(host.getBoundingClientRect().width), debounceMs);
    });
    observer.observe(host);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [host, debounceMs, measured]);
  return width;
}
