import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the element has come near the screen yet (and stays true after): photos far down a long
 * history are read only when the user scrolls to them.
 */
export function useShown<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!element || shown) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown(true);
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, shown]);
  return [useCallback((next: T | null) => setElement(next), []), shown];
}
