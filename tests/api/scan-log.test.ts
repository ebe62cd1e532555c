import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectEnvelope, signIn } from './helpers';
import { scanLogMutation } from '../factories/mutations';
import { newDevice, scanLogOf, sync } from './sync-helpers';

let operator: string;
let reader: string;
beforeAll(async () => {
  [operator, reader] = await Promise.all([signIn('operator'), signIn('viewer')]);
});

const pause = () => new Promise((resolve) => setTimeout(resolve, 3));

describe('GET /v1/scan-log', () => {
  it('answers 401 without a token and 403 to the operator, who lacks REPORT', async () => {
    expectEnvelope(await api('/v1/scan-log'), 401);
    const denied = await api('/v1/scan-log', { token: operator });
    expectEnvelope(denied, 403);
    expect(denied.body.payload).toEqual({ permission: 'REPORT' });
  });

  it('lists a device’s scans newest first with who, what, how and when', async () => {
    const device = newDevice('list');
    const sent = [];
    for (const code of ['A-1', 'A-2', 'A-3']) {
      const mutation = scanLogMutation(device, code, {});
      sent.push(mutation);
      expect((await sync(operator, [mutation])).body.payload.results[0]?.status).toBe(200);
      await pause();
    }
    const log = await scanLogOf(reader, { device });
    expect(log.total).toBe(3);
    expect(log.items.map((i) => i.code)).toEqual(['A-3', 'A-2', 'A-1']);
    const payload = sent[2]!.payload as { scannedAt: string };
    expect(log.items[0]).toEqual({
      id: sent[2]!.id,
      device,
      username: 'operator',
      code: 'A-3',
      source: 'wedge',
      parsed: { kind: 'plain', raw: 'A-3', code: 'A-3' },
      scannedAt: payload.scannedAt,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const received = log.items.map((i) => Date.parse(i.receivedAt));
    expect([...received].sort((a, b) => b - a)).toEqual(received);
  });

  it('pages with before and beforeId without skipping scans that share a millisecond', async () => {
    const device = newDevice('paging');
    await sync(operator, Array.from({ length: 7 }, (_, i) => scanLogMutation(device, `P-${i}`)));
    const all = await scanLogOf(reader, { device });
    const seen: string[] = [];
    let page = await scanLogOf(reader, { device, limit: '3' });
    while (page.items.length > 0) {
      seen.push(...page.items.map((i) => i.id));
      const last = page.items.at(-1)!;
      page = await scanLogOf(reader, { device, limit: '3', before: last.receivedAt, beforeId: last.id });
    }
    expect(seen).toEqual(all.items.map((i) => i.id));
    expect(new Set(seen).size).toBe(7);
  });

  it('filters by username without regard to case', async () => {
    const device = newDevice('by-user');
    await sync(operator, [scanLogMutation(device)]);
    expect((await scanLogOf(reader, { device, username: 'OPERATOR' })).total).toBe(1);
    expect((await scanLogOf(reader, { device, username: 'viewer' })).total).toBe(0);
  });

  it('answers 400 with the failing fields to a bad query', async () => {
    const answer = await api<{ fields: { field: string; rule: string }[] }>('/v1/scan-log?limit=0&before=soon&beforeId=x', { token: reader });
    expectEnvelope(answer, 400);
    expect(answer.body.payload.fields.map((f) => f.field)).toEqual(expect.arrayContaining(['limit', 'before', 'beforeId']));
    expectEnvelope(await api('/v1/scan-log?limit=501', { token: reader }), 400);
    expectEnvelope(await api(`/v1/scan-log?beforeId=${crypto.randomUUID()}`, { token: reader }), 400);
  });
});
