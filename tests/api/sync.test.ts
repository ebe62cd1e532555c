import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCAN_LOG_RECORD } from '../../src/domain/scan/scan-log';
import { SYNC_BATCH_MAX, SYNC_DISCARD } from '../../src/domain/sync/mutations';
import { api, expectEnvelope, signIn } from './helpers';
import { outboxMutation, scanLogMutation } from '../factories/mutations';
import { newDevice, scanLogOf, sync } from './sync-helpers';

// `viewer` holds REPORT and reads the log back; `supervisor` is reserved for the throttle test.
let operator: string;
let reader: string;
beforeAll(async () => {
  [operator, reader] = await Promise.all([signIn('operator'), signIn('viewer')]);
});

const rowsOf = async (device: string) => (await scanLogOf(reader, { device })).total;

describe('POST /v1/sync: each mutation applied at most once per id', () => {
  it('applies one key once under 20 parallel requests, and answers all 20 alike', async () => {
    const device = newDevice('parallel');
    const mutation = scanLogMutation(device);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sync(operator, [mutation])));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const results = answers.map((a) => a.body.payload.results);
    expect(results[0]).toEqual([
      { id: mutation.id, status: 200, code: 200, message: 'OK', payload: { id: mutation.id, receivedAt: expect.any(String) }, permanent: false },
    ]);
    for (const r of results) expect(r).toEqual(results[0]);
    const log = await scanLogOf(reader, { device });
    expect(log.total).toBe(1);
    expect(log.items).toEqual([expect.objectContaining({ id: mutation.id, code: (mutation.payload as { code: string }).code, username: 'operator' })]);
  });

  it('applies overlapping batches sent in parallel once each, whatever their order', async () => {
    const device = newDevice('parallel-batches');
    const scans = Array.from({ length: 50 }, (_, i) => scanLogMutation(device, `P-${i}`));
    const batches = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? scans : [...scans].reverse()).slice(0, 40 + i));
    const answers = await Promise.all(batches.map((batch) => sync(operator, batch)));
    const byId = new Map<string, unknown>();
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      for (const r of answer.body.payload.results) {
        expect(r.status).toBe(200);
        if (!byId.has(r.id)) byId.set(r.id, r);
        expect(r).toEqual(byId.get(r.id));
      }
    }
    expect(byId.size).toBe(50);
    expect(await rowsOf(device)).toBe(50);
  });

  it('answers a replay with the stored answer and writes nothing more', async () => {
    const device = newDevice('replay');
    const mutation = scanLogMutation(device);
    const first = await sync(operator, [mutation]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await sync(operator, [mutation]);
    expect(again.body.payload.results).toEqual(first.body.payload.results);
    expect(await rowsOf(device)).toBe(1);
  });

  it('answers 409 to a key reused with another change, and writes nothing for it', async () => {
    const device = newDevice('reuse');
    const original = scanLogMutation(device);
    await sync(operator, [original]);
    const otherDevice = newDevice('reuse-other');
    const reused = { ...scanLogMutation(otherDevice), id: original.id };
    const answer = await sync(operator, [reused]);
    expect(answer.status).toBe(200);
    expect(answer.body.payload.results).toEqual([
      { id: original.id, status: 409, code: 409, message: 'This key was already used for a different change.', payload: null, permanent: true },
    ]);
    expect(await rowsOf(device)).toBe(1);
    expect(await rowsOf(otherDevice)).toBe(0);
  });

  it('hashes the change, not its spelling: the same payload with keys in another order is a replay', async () => {
    const device = newDevice('order');
    const mutation = scanLogMutation(device);
    const first = await sync(operator, [mutation]);
    const reordered = Object.fromEntries(Object.entries(mutation.payload as Record<string, unknown>).reverse());
    const again = await sync(operator, [{ ...mutation, payload: reordered }]);
    expect(again.body.payload.results).toEqual(first.body.payload.results);
  });

  it('answers 400 with the failing fields to an invalid payload, writes nothing, and does not keep the key', async () => {
    const device = newDevice('invalid');
    const good = scanLogMutation(device);
    const invalid = { ...good, payload: { ...(good.payload as object), source: 'laser', scannedAt: 'yesterday' } };
    const answer = await sync(operator, [invalid]);
    expect(answer.body.payload.results).toEqual([
      {
        id: good.id,
        status: 400,
        code: 400,
        message: 'Some fields are not valid.',
        payload: {
          fields: [
            { field: 'source', rule: 'picklist', message: expect.any(String) },
            { field: 'scannedAt', rule: 'iso_timestamp', message: expect.any(String) },
          ],
        },
        permanent: true,
      },
    ]);
    expect(await rowsOf(device)).toBe(0);
    // Only applied changes are remembered: the corrected change under the same id applies.
    expect((await sync(operator, [good])).body.payload.results[0]).toMatchObject({ id: good.id, status: 200 });
    expect(await rowsOf(device)).toBe(1);
  });

  it('answers 400 to an unknown kind', async () => {
    const mutation = scanLogMutation(newDevice('kind'), undefined, { kind: 'teleport.item' });
    const [result] = (await sync(operator, [mutation])).body.payload.results;
    expect(result).toEqual({
      id: mutation.id,
      status: 400,
      code: 400,
      message: 'Unknown mutation kind "teleport.item".',
      payload: { fields: [{ field: 'kind', rule: 'picklist', message: expect.any(String) }] },
      permanent: true,
    });
  });

  it('applies the rest of a batch in order when one mutation in the middle is rejected', async () => {
    const device = newDevice('middle');
    const batch = [scanLogMutation(device, 'FIRST'), { ...scanLogMutation(device), payload: { device } }, scanLogMutation(device, 'THIRD')];
    const answer = await sync(operator, batch);
    expect(answer.status).toBe(200);
    expect(answer.body.payload.results.map((r) => [r.id, r.status])).toEqual([
      [batch[0]!.id, 200],
      [batch[1]!.id, 400],
      [batch[2]!.id, 200],
    ]);
    const log = await scanLogOf(reader, { device });
    expect(log.items.map((i) => i.code).sort()).toEqual(['FIRST', 'THIRD']);
  });

  it('answers a key sent twice in one batch once, then as a replay', async () => {
    const device = newDevice('twice');
    const mutation = scanLogMutation(device);
    const { results } = (await sync(operator, [mutation, mutation])).body.payload;
    expect(results[1]).toEqual(results[0]);
    expect(await rowsOf(device)).toBe(1);
  });

  it('records a discarded sync problem', async () => {
    const answer = await sync(operator, [
      outboxMutation(SYNC_DISCARD, { discardedId: randomUUID(), kind: SCAN_LOG_RECORD, reason: 'Wrong label' }),
    ]);
    expect(answer.body.payload.results[0]).toMatchObject({ status: 200, payload: null });
  });

  it('answers 401 without a token, and 400 to an empty, oversized or malformed batch', async () => {
    expectEnvelope(await sync(undefined, [scanLogMutation(newDevice('anon'))]), 401);
    const empty = await sync(operator, []);
    expectEnvelope(empty, 400);
    expect(empty.body.payload).toEqual({ fields: [{ field: 'mutations', rule: 'min_length', message: expect.any(String) }] });
    const device = newDevice('oversized');
    const oversized = await sync(operator, Array.from({ length: SYNC_BATCH_MAX + 1 }, () => scanLogMutation(device)));
    expectEnvelope(oversized, 400);
    expect(oversized.body.payload).toEqual({ fields: [{ field: 'mutations', rule: 'max_length', message: expect.any(String) }] });
    expect(await rowsOf(device)).toBe(0);
    const malformed = await sync(operator, [{ ...scanLogMutation(device), id: 'not-a-uuid' }]);
    expectEnvelope(malformed, 400);
    expect(malformed.body.payload).toEqual({ fields: [{ field: 'mutations.0.id', rule: 'uuid', message: expect.any(String) }] });
    expectEnvelope(await api('/v1/sync', { token: operator, body: { mutations: 'none' } }), 400);
  });

  it('takes a full batch of large scans in one request', async () => {
    const device = newDevice('full');
    const parsed = { kind: 'gs1', code: 'x'.repeat(3000), elements: Array.from({ length: 40 }, (_, i) => ({ ai: '10', value: `LOT${i}`.padEnd(20, '0') })) };
    const batch = Array.from({ length: SYNC_BATCH_MAX }, () => {
      const m = scanLogMutation(device, 'Y'.repeat(500));
      return { ...m, payload: { ...(m.payload as object), parsed } };
    });
    const answer = await sync(operator, batch);
    expect(answer.status).toBe(200);
    expect(answer.body.payload.results.every((r) => r.status === 200)).toBe(true);
    expect(await rowsOf(device)).toBe(SYNC_BATCH_MAX);
  });
});
