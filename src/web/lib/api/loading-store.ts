import { createStore, useStore } from '../store/create-store';

/**
 * The global loading state of the spec: one integer counter of running operations.
 * Starting an operation adds 1, ending one subtracts 1; the overlay shows above 0.
 */
const count = createStore(0);

export const loadingCounter = {
  start: (): void => count.set((n) => n + 1),
  end: (): void => count.set((n) => Math.max(0, n - 1)),
  get: count.get,
  subscribe: count.subscribe,
  /** Tests only: back to 0 (listeners are told, so a rendered overlay follows). */
  reset: (): void => count.set(0),
};

/** Runs `work` as one operation of the global counter. */
export async function trackLoading<T>(work: () => Promise<T>): Promise<T> {
  loadingCounter.start();
  try {
    return await work();
  } finally {
    loadingCounter.end();
  }
}

export function useLoadingCount(): number {
  return useStore(count);
}
