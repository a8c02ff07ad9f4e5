import { useEffect, useState } from 'react';
import { useElement } from './ElementRoot';

/**
 * The element's own width in CSS pixels, following resizes once they settle (`debounceMs`,
 * 50 ms by default): layout rules such as the account menu's breakpoint use the space the
 * element has, not the window's.
 */
export function useHostWidth(debounceMs = 50): number {
  const { host } = useElement();
  const [width, setWidth] = useState(() => host.getBoundingClientRect().width);
  useEffect(() => {
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
  }, [host, debounceMs]);
  return width;
}
