/**
 * Settles once the page's first screen (its ScreenFrame) is committed and the browser is idle: work
 * that the first paint must not wait for (the outbox with its database library, the label-print
 * watcher, when the page needs them: sync-state's `outboxNeeded`; ADR 0023) starts no earlier, so its
 * download and start-up do not compete with the screen's own chunks on a slow network and CPU.
 */
let committed: () => void = () => undefined;
let marked = false;

export const firstScreenCommitted = new Promise<void>((resolve) => {
  committed = resolve;
});

/** From each screen's frame after its commit; only the first call counts. */
export function markFirstScreenCommitted(): void {
  if (marked) return;
  marked = true;
  // The frame after the commit paints the screen; idle time after that is the screen on view.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(committed, { timeout: 2_000 });
      else committed();
    }, 0),
  );
  // A hidden page gets no frames (a handheld put away as the app opened): its outbox still starts.
  setTimeout(committed, 3_000);
}
