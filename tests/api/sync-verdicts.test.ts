import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiEnvelope } from '../../src/domain/api';
import { type Mutation, SYNC_DISCARD, type SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { outboxMutation, scanLogMutation } from '../factories/mutations';
import { arrivalMutation, freshTrackingNumber } from '../factories/tracking';
import { newAddress, signIn } from './helpers';
import { newDevice, scanLogOf, sync } from './sync-helpers';

/*
 * What POST /v1/sync answers to a mutation that can never succeed (issue 16.4, 16.6), and whose
 * idempotency keys are whose (16.5). `viewer` reads the scan log back.
 */
let operator: string;
let supervisor: string;
let reader: string;
beforeAll(async () => {
  [operator, supervisor, reader] = await Promise.all([signIn('operator'), signIn('supervisor'), signIn('viewer')]);
});

/**
 * POST /v1/sync with the batch's JSON written by hand: one payload is replaced by a value nested
 * `depth` deep, which JSON.stringify in the test itself could not write without overflowing its stack.
 */
async function syncWithDeepPayload(token: string, mutations: Mutation[], deepId: string, depth: number) {
  const marker = `"deep-${deepId}"`;
  const batch = JSON.stringify({ mutations: mutations.map((m) => (m.id === deepId ? { ...m, payload: `deep-${deepId}` } : m)) });
  const body = batch.replace(marker, `${'{"inner":'.repeat(depth)}"bottom"${'}'.repeat(depth)}`);
  const res = await fetch(`${inject('baseUrl')}/v1/sync`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-Forwarded-For': newAddress() }, body });
  return { status: res.status, body: (await res.json()) as ApiEnvelope<SyncBatchAnswer> };
}

const discard = (discardedId: string) => outboxMutation(SYNC_DISCARD, { discardedId, kind: 'scan-log.record' });

describe('a batch holding mutations that can never succeed', () => {
  it('answers 200, gives each bad one a permanent 400 and applies the others', async () => {
    const device = newDevice('verdicts');
    const good = scanLogMutation(device, 'GOOD-1');
    const deep = scanLogMutation(device);
    const bad = [
      scanLogMutation(device, 'NUL\u0000CODE'),
      scanLogMutation(device, 'LONE\uD800'),
      deep,
      { ...scanLogMutation(device), payload: null },
      scanLogMutation(device, undefined, { kind: 'teleport.item' }),
    ];
    const last = scanLogMutation(device, 'GOOD-2');
    const answer = await syncWithDeepPayload(operator, [good, ...bad, last], deep.id, 5_000);
    expect(answer.status).toBe(200);
    const results = answer.body.payload.results;
    expect(results.map((r) => [r.id, r.status, r.permanent])).toEqual([
      [good.id, 200, false],
      ...bad.map((m) => [m.id, 400, true]),
      [last.id, 200, false],
    ]);
    // The scan helper repeats the code in `parsed`: every field holding it is named.
    expect(results[1]!.payload).toEqual({ fields: expect.arrayContaining([{ field: 'code', rule: 'nul', message: expect.any(String) }]) });
    expect(results[2]!.payload).toEqual({ fields: expect.arrayContaining([{ field: 'code', rule: 'surrogate', message: expect.any(String) }]) });
    expect(results[3]!.payload).toEqual({ fields: [expect.objectContaining({ rule: 'depth' })] });
    const log = await scanLogOf(reader, { device });
    expect(log.items.map((row) => row.code).sort()).toEqual(['GOOD-1', 'GOOD-2']);
  });

  it('keeps nothing of a refused mutation: the corrected change under the same id applies', async () => {
    const device = newDevice('verdict-retry');
    const refused = scanLogMutation(device, 'BAD\u0000');
    expect((await sync(operator, [refused])).body.payload.results[0]).toMatchObject({ status: 400, permanent: true });
    const corrected = { ...scanLogMutation(device, 'FIXED'), id: refused.id };
    expect((await sync(operator, [corrected])).body.payload.results[0]).toMatchObject({ status: 200, permanent: false });
  });
});

describe('idempotency keys belong to the account that sent them', () => {
  it('never answers another account’s replay of a key with that account’s answer', async () => {
    const trackingNumber = freshTrackingNumber('KEY');
    const mine = arrivalMutation(trackingNumber);
    const [first] = (await sync(operator, [mine])).body.payload.results;
    expect(first).toMatchObject({ status: 200, payload: { outcome: 'unexpected' } });
    // The same key and body from another account is that account's own change, judged afresh.
    const [replayed] = (await sync(supervisor, [mine])).body.payload.results;
    expect(replayed).toMatchObject({ status: 200, payload: { outcome: 'already-arrived' } });
    // The key's owner still gets its first answer.
    expect((await sync(operator, [mine])).body.payload.results[0]).toEqual(first);
  });

  it('lets an account discard only a change it sent', async () => {
    const applied = scanLogMutation(newDevice('discard-owner'));
    expect((await sync(operator, [applied])).body.payload.results[0]!.status).toBe(200);
    const [theirs] = (await sync(supervisor, [discard(applied.id)])).body.payload.results;
    expect(theirs).toMatchObject({ status: 403, permanent: true, payload: { reason: 'not-your-change' } });

    const refusedKey = randomUUID();
    expect((await sync(operator, [discard(refusedKey)])).body.payload.results[0]).toMatchObject({ status: 200 });
    expect((await sync(supervisor, [discard(refusedKey)])).body.payload.results[0]).toMatchObject({ status: 403, permanent: true });
  });

  it('refuses every kind to a client-portal account, and what needs a role to an account with none', async () => {
    const client = await signIn('client');
    const noRoles = await signIn('noroles');
    const forClient = await sync(client, [scanLogMutation(newDevice('client')), discard(randomUUID()), arrivalMutation(freshTrackingNumber('C'))]);
    expect(forClient.body.payload.results.map((r) => [r.status, r.permanent])).toEqual([[403, true], [403, true], [403, true]]);
    const forNoRoles = await sync(noRoles, [scanLogMutation(newDevice('noroles')), arrivalMutation(freshTrackingNumber('N'))]);
    expect(forNoRoles.body.payload.results.map((r) => [r.status, r.permanent])).toEqual([[200, false], [403, true]]);
  });
});
