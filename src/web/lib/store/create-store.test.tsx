import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, patchStore, useStore } from './create-store';

afterEach(cleanup);

describe('createStore', () => {
  it('tells listeners of each change, not of a set to the same value', () => {
    const store = createStore({ n: 1 });
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    patchStore(store, { n: 2 });
    expect(store.get()).toEqual({ n: 2 });
    store.set(store.get());
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.set({ n: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('starts work with the first listener and stops it with the last', () => {
    const stopped = vi.fn();
    const observed = vi.fn(() => stopped);
    const store = createStore(0, { onObserved: observed });
    const a = store.subscribe(() => undefined);
    const b = store.subscribe(() => undefined);
    expect(observed).toHaveBeenCalledTimes(1);
    a();
    a();
    expect(stopped).not.toHaveBeenCalled();
    b();
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it('notifies through the batch it is given', () => {
    let flush: () => void = () => undefined;
    const store = createStore(0, { batch: (notify) => () => (flush = notify) });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(1);
    store.set(2);
    expect(listener).not.toHaveBeenCalled();
    flush();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tells listeners at once when asked, past its batch', () => {
    const store = createStore(0, { batch: () => () => undefined });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(1);
    expect(listener).not.toHaveBeenCalled();
    store.set(2, { now: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe(2);
  });
});

describe('useStore', () => {
  it('re-renders a component only when its selected part changes', () => {
    const store = createStore({ count: 0, other: 'a' });
    const renders = vi.fn();
    function Count() {
      const count = useStore(store, (state) => state.count);
      renders();
      return <p>{count}</p>;
    }
    render(<Count />);
    act(() => patchStore(store, { count: 5 }));
    expect(screen.getByText('5')).toBeTruthy();
    const before = renders.mock.calls.length;
    act(() => patchStore(store, { other: 'b' }));
    expect(renders).toHaveBeenCalledTimes(before);
  });

  it('takes a selector that builds a new list from the state', () => {
    const store = createStore({ items: [3, 1, 2] });
    function Sorted() {
      const sorted = useStore(store, (state) => [...state.items].sort());
      return <p>{sorted.join(',')}</p>;
    }
    render(<Sorted />);
    expect(screen.getByText('1,2,3')).toBeTruthy();
    act(() => store.set({ items: [9, 8] }));
    expect(screen.getByText('8,9')).toBeTruthy();
  });
});
