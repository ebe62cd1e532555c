/**
 * Calls `notify` once after the next frame has painted, however often it is asked before then. A scan
 * screen's feedback (colour, sound, vibration) is given in the key's own task; re-rendering the screen
 * in that frame would hold its paint back, so the screen's own update waits for the frame after.
 * The timer covers a hidden page, where frames do not come.
 */
export function afterPaint(notify: () => void): () => void {
  let pending = false;
  const flush = () => {
    if (!pending) return;
    pending = false;
    notify();
  };
  return () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => setTimeout(flush, 0));
    setTimeout(flush, 100);
  };
}
