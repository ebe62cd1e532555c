import { describe, expect, it } from 'vitest';
import {
  type OutboxEntry,
  OutboxTransitionError,
  discard,
  isDue,
  markDone,
  markProblem,
  markRetry,
  newOutboxEntry,
  recordOutcome,
  requeue,
  retryProblem,
  startSending,
} from './outbox-machine';

const fresh = () => newOutboxEntry({ id: 'a6f1c0de-0000-4000-8000-000000000001', kind: 'scan-log', payload: { code: 'WMS00001234' }, createdAt: 1000 });
const sending = () => startSending(fresh());
const inProblem = () => markProblem(sending(), 'Invalid code');

describe('outbox entry: the happy path', () => {
  it('starts queued with no attempts', () => {
    expect(fresh()).toEqual({
      id: 'a6f1c0de-0000-4000-8000-000000000001',
      kind: 'scan-log',
      payload: { code: 'WMS00001234' },
      createdAt: 1000,
      state: 'queued',
      attempts: 0,
      lastError: null,
      nextAttemptAt: 0,
    });
  });

  it('queued → sending → done, counting the attempt and clearing the error', () => {
    const retried = startSending(markRetry(sending(), { error: 'HTTP 503', now: 0, delayMs: 10 }));
    expect(markDone(retried)).toMatchObject({ state: 'done', attempts: 2, lastError: null, nextAttemptAt: 0 });
  });

  it('never mutates the entry it was given', () => {
    const entry = fresh();
    const snapshot = structuredClone(entry);
    startSending(entry);
    expect(entry).toEqual(snapshot);
  });

  it('keeps fields of the caller\'s record that the machine does not know', () => {
    const entry = { ...fresh(), deviceId: 'HH-07' };
    expect(markDone(startSending(entry)).deviceId).toBe('HH-07');
  });
});

describe('outbox entry: failures', () => {
  it('a retry goes back to the queue with attempts + 1, the error and the time of the next try', () => {
    expect(markRetry(sending(), { error: 'No answer', now: 5000, delayMs: 750 })).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'No answer',
      nextAttemptAt: 5750,
    });
  });

  it('a problem stops the entry until the user acts', () => {
    expect(inProblem()).toMatchObject({ state: 'problem', attempts: 1, lastError: 'Invalid code', nextAttemptAt: 0 });
  });

  it('the user retries a problem: queued and due at once, attempts kept', () => {
    const retried = retryProblem(inProblem(), 9000);
    expect(retried).toMatchObject({ state: 'queued', attempts: 1, lastError: 'Invalid code', nextAttemptAt: 9000 });
    expect(isDue(retried, 9000)).toBe(true);
  });

  it('the user discards a problem', () => {
    expect(discard(inProblem())).toMatchObject({ state: 'discarded' });
  });

  it('an entry found sending after a reload goes back to the queue without counting an attempt', () => {
    const stored = markRetry(sending(), { error: 'HTTP 500', now: 0, delayMs: 0 });
    const interrupted = startSending(stored);
    expect(requeue(interrupted)).toEqual({ ...stored, state: 'queued' });
  });
});

describe('outbox entry: illegal transitions throw', () => {
  const cases: [string, () => unknown, string][] = [
    ['send a sending entry', () => startSending(sending()), 'Cannot send outbox entry a6f1c0de-0000-4000-8000-000000000001: it is sending.'],
    ['complete a queued entry', () => markDone(fresh()), 'Cannot complete outbox entry a6f1c0de-0000-4000-8000-000000000001: it is queued.'],
    ['retry a done entry', () => markRetry(markDone(sending()), { error: 'x', now: 0, delayMs: 0 }), 'it is done'],
    ['mark a queued entry as a problem', () => markProblem(fresh(), 'x'), 'it is queued'],
    ['requeue a queued entry', () => requeue(fresh()), 'it is queued'],
    ['user-retry a queued entry', () => retryProblem(fresh(), 0), 'it is queued'],
    ['discard a queued entry', () => discard(fresh()), 'it is queued'],
    ['discard a sending entry', () => discard(sending()), 'it is sending'],
    ['send a problem without the user', () => startSending(inProblem()), 'it is problem'],
    ['revive a discarded entry', () => retryProblem(discard(inProblem()), 0), 'it is discarded'],
  ];
  it.each(cases)('%s', (_name, step, message) => {
    expect(step).toThrow(OutboxTransitionError);
    expect(step).toThrow(message);
  });

  it('the error says where the entry was', () => {
    try {
      markDone(fresh());
    } catch (error) {
      expect(error).toMatchObject({ name: 'OutboxTransitionError', entryId: fresh().id, from: 'queued', step: 'complete' });
    }
    expect.assertions(1);
  });
});

describe('isDue', () => {
  it('is due when queued and its backoff has passed', () => {
    const waiting = markRetry(sending(), { error: 'x', now: 1000, delayMs: 500 });
    expect(isDue(fresh(), 0)).toBe(true);
    expect(isDue(waiting, 1499)).toBe(false);
    expect(isDue(waiting, 1500)).toBe(true);
    expect(isDue(sending(), 10_000)).toBe(false);
    expect(isDue(inProblem(), 10_000)).toBe(false);
  });
});

describe('recordOutcome', () => {
  const options = { now: 10_000, backoff: { random: () => 0.5 } };

  it('2xx: done', () => {
    expect(recordOutcome(sending(), { status: 201 }, options)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('network error and 5xx: retry with backoff from the new attempt count', () => {
    expect(recordOutcome(sending(), { network: true }, options)).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'No answer from the server (network error)',
      nextAttemptAt: 10_500, // half of the 1 s cap of attempt 1
    });
    const third: OutboxEntry = startSending({ ...fresh(), attempts: 2 });
    expect(recordOutcome(third, { status: 503 }, { ...options, error: 'Maintenance' })).toMatchObject({
      attempts: 3,
      lastError: 'Maintenance',
      nextAttemptAt: 12_000, // half of the 4 s cap of attempt 3
    });
  });

  it('4xx: sync problem with the server\'s message, never retried', () => {
    expect(recordOutcome(sending(), { status: 400 }, { ...options, error: 'Unknown bin BIN-Z-99' })).toMatchObject({
      state: 'problem',
      lastError: 'Unknown bin BIN-Z-99',
    });
    expect(recordOutcome(sending(), { status: 409 }, options)).toMatchObject({ state: 'problem', lastError: 'The server answered HTTP 409' });
  });

  it('401: back to the queue untouched, waiting for the user to sign in', () => {
    const entry = sending();
    expect(recordOutcome(entry, { status: 401 }, options)).toEqual({ ...entry, state: 'queued' });
  });

  it('refuses to record an outcome for an entry that was not being sent', () => {
    expect(() => recordOutcome(fresh(), { status: 200 }, options)).toThrow(OutboxTransitionError);
  });
});
