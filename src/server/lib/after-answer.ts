import type { Deps } from '../context';

const pending = new WeakMap<Deps, Set<Promise<void>>>();

/**
 * Runs `work` after the answer is sent, for a route whose answer time must not depend on what the work
 * finds. Called as the handler returns its answer, it starts the work on the event loop's next turn,
 * once the answer is written: on the embedded database the work's queries run on this process's event
 * loop, and started at once they held a known account's answer back (~0.5 s on a loaded machine). A
 * failure is logged, as nobody is left to answer; `settled` waits for what is under way.
 */
export function afterAnswer(deps: Deps, what: string, work: () => Promise<void>): void {
  let set = pending.get(deps);
  if (!set) {
    set = new Set();
    pending.set(deps, set);
  }
  const running = new Promise((resolve) => setImmediate(resolve)).then(work).catch((error: unknown) => deps.log.error(what, error));
  set.add(running);
  void running.finally(() => set.delete(running));
}

/** Waits for the work `afterAnswer` started, so a stopping server finishes it and a test reads its result. */
export async function settled(deps: Deps): Promise<void> {
  const set = pending.get(deps);
  while (set && set.size > 0) await Promise.all(set);
}
