import { useCallback, useRef, useSyncExternalStore } from 'react';

/**
 * One small external store for state that lives outside React (a scan session, the device's scanner,
 * the outbox counts, the session): components read it through `useStore`, code outside React through
 * `get`. Every hand-written listener set in the app was this shape; this is the one copy of it.
 */
export interface Store<T> {
  get(): T;
  /**
   * Replaces the state; nothing is told when the new value is the same object. `now` tells the listeners
   * at once even on a batched store: a tap's answer has no feedback to let paint first.
   */
  set(next: T | ((current: T) => T), options?: { now?: boolean }): void;
  subscribe(listener: () => void): () => void;
}

/** What a component needs to read a store: stores that keep their own setters expose only this. */
export type ReadableStore<T> = Pick<Store<T>, 'get' | 'subscribe'>;

export interface StoreOptions {
  /**
   * Wraps the notification, e.g. `afterPaint`, so a burst of changes made in a scan's own task
   * re-renders once after the feedback has painted.
   */
  batch?: (notify: () => void) => () => void;
  /** Runs when the first listener arrives; what it returns runs when the last one leaves. */
  onObserved?: () => (() => void) | void;
}

export function createStore<T>(initial: T, options: StoreOptions = {}): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  let unobserve: (() => void) | void = undefined;
  const notifyNow = () => listeners.forEach((listener) => listener());
  const notify = options.batch ? options.batch(notifyNow) : notifyNow;
  return {
    get: () => state,
    set(next, { now = false } = {}) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      if (now) notifyNow();
      else notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) unobserve = options.onObserved?.();
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        unobserve?.();
        unobserve = undefined;
      };
    },
  };
}

/** Merges a patch into an object state: the common case of `set`. */
export function patchStore<T extends object>(store: Store<T>, patch: Partial<T>, options?: { now?: boolean }): void {
  store.set((current) => ({ ...current, ...patch }), options);
}

const whole = <T,>(state: T) => state as unknown;

/**
 * Reads a store in a component, re-rendering only when the selected value changes (`Object.is`).
 * The selection is remembered per state object, so a selector may build a new array or object.
 */
export function useStore<T>(store: ReadableStore<T>): T;
export function useStore<T, S>(store: ReadableStore<T>, selector: (state: T) => S): S;
export function useStore<T, S>(store: ReadableStore<T>, selector: (state: T) => S = whole as (state: T) => S): S {
  const memo = useRef<{ state: T; selector: (state: T) => S; selected: S } | null>(null);
  const read = useCallback(() => {
    const state = store.get();
    const last = memo.current;
    if (last && last.state === state && last.selector === selector) return last.selected;
    const selected = selector(state);
    memo.current = { state, selector, selected };
    return selected;
  }, [store, selector]);
  return useSyncExternalStore(store.subscribe, read, read);
}
