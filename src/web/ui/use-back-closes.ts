import { useEffect, useRef } from 'react';

const KEY = 'wmsOverlay';

/**
 * Android's back gesture (and the browser's Back) closes what is open over the screen (a modal, the
 * menu drawer) instead of leaving the page under it: opening adds a history entry for the same URL,
 * Back takes it away and closes; closing any other way takes the entry back, unless a navigation
 * has replaced it meanwhile (saving a form that opens another page).
 */
export function useBackCloses(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);
  useEffect(() => {
    if (!open) return;
    const mark = crypto.randomUUID();
    // The router's own keys stay in the entry: to the router it is the same place.
    window.history.pushState({ ...(window.history.state as object | null), [KEY]: mark }, '');
    let popped = false;
    const onPop = () => {
      popped = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // A task later: a navigation started by the same click (a saved form opening its record) has
      // replaced the entry by then, and must not be taken back.
      if (!popped) setTimeout(() => (window.history.state as Record<string, unknown> | null)?.[KEY] === mark && window.history.back(), 0);
    };
  }, [open]);
}
