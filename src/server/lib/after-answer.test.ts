import { describe, expect, it, vi } from 'vitest';
import type { Deps } from '../context';
import { afterAnswer, settled } from './after-answer';

function depsWithLog() {
  const error = vi.fn();
  const deps = { log: { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error } } as unknown as Deps;
  return { deps, error };
}

describe('work after the answer', () => {
  it('runs without holding the caller, and settled waits for it, also for work it started meanwhile', async () => {
    const { deps } = depsWithLog();
    const done: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    afterAnswer(deps, 'first', async () => {
      await gate;
      afterAnswer(deps, 'second', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        done.push('second');
      });
      done.push('first');
    });
    expect(done).toEqual([]);
    const waiting = settled(deps);
    release();
    await waiting;
    expect(done).toEqual(['first', 'second']);
  });

  it('logs a failure instead of throwing it, and settles', async () => {
    const { deps, error } = depsWithLog();
    const failure = new Error('database gone');
    afterAnswer(deps, 'A password reset request failed', () => Promise.reject(failure));
    await settled(deps);
    expect(error).toHaveBeenCalledWith('A password reset request failed', failure);
  });

  it('settles at once for a server that started none', async () => {
    await expect(settled(depsWithLog().deps)).resolves.toBeUndefined();
  });
});
