import { useSyncExternalStore } from 'react';

/**
 * The global loading state of the spec: one integer counter of running operations.
 * Starting an operation adds 1, ending one subtracts 1; the overlay shows above 0.
 */
type Listener = () => void;

let count = 0;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export const loadingCounter = {
  start(): void {
    count += 1;
    emit();
  },
  end(): void {
    count = Math.max(0, count - 1);
    emit();
  },
  get(): number {
    return count;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests only: back to 0 without notifying. */
  reset(): void {
    count = 0;
  },
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
  return useSyncExternalStore(loadingCounter.subscribe, loadingCounter.get, loadingCounter.get);
}
