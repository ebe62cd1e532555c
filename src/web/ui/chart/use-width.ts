import { type RefObject, useEffect, useState } from 'react';

/** The element's width in CSS pixels, followed as it changes: charts draw at their real size, so text never scales down. */
export function useWidth(ref: RefObject<HTMLElement | null>, initial = 320): number {
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
