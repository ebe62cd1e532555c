import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectEnvelope, signIn } from './helpers';

interface Credential {
  id: string;
  carrier: string;
  username: string;
  apiUrl: string;
  hasSecret: boolean;
  lastTestOk: boolean | null;
  lastTestMessage: string | null;
}

const SECRET = 'pa55-Wörd-never-shown';
const path = '/v1/settings/shipping-api';

let admin: string;
let viewer: string;
let operator: string;
let carrierApi: Server;
let carrierUrl: string;
const seenAuth: string[] = [];

beforeAll(async () => {
  [admin, viewer, operator] = await Promise.all([signIn('admin'), signIn('viewer'), signIn('operator')]);
  // A carrier double on loopback: accepts only the right basic-auth pair.
  carrierApi = createServer((req, res) => {
    seenAuth.push(req.headers.authorization ?? '');
    const expected = `Basic ${Buffer.from(`acme:${SECRET}`).toString('base64')}`;
    res.writeHead(req.headers.authorization === expected ? 200 : 401).end();
  });
  await new Promise<void>((resolve) => carrierApi.listen(0, '127.0.0.1', resolve));
  carrierUrl = `http://127.0.0.1:${(carrierApi.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => carrierApi.close(() => resolve())));

const input = (overrides: Record<string, unknown> = {}) => ({
  carrier: 'UPS',
  accountNumber: 'A-1',
  apiUrl: carrierUrl,
  username: 'acme',
  secret: SECRET,
  active: true,
  ...overrides,
});
const create = (overrides: Record<string, unknown> = {}) => api<Credential>(path, { token: admin, body: input(overrides) });
const list = async () => (await api<Credential[]>(path, { token: admin })).body.payload;

describe('shipping API credentials', () => {
  it('need SETTING_MENU on every call', async () => {
    expectEnvelope(await api(path), 401);
    expectEnvelope(await api(path, { token: viewer }), 403);
    expectEnvelope(await api(path, { token: operator, body: input() }), 403);
    const id = (await create()).body.payload.id;
    expectEnvelope(await api(`${path}/${id}`, { method: 'PUT', token: operator, body: input() }), 403);
    expectEnvelope(await api(`${path}/${id}`, { method: 'DELETE', token: viewer }), 403);
    expectEnvelope(await api(`${path}/${id}/test`, { method: 'POST', token: viewer }), 403);
  });

  it('never send the secret back, only whether one is stored', async () => {
    const created = await create();
    expect(created.status).toBe(200);
    expect(created.body.payload.hasSecret).toBe(true);
    expect(JSON.stringify(created.body)).not.toContain(SECRET);
    const listed = await api(path, { token: admin });
    expect(JSON.stringify(listed.body)).not.toContain(SECRET);
    const without = await create({ secret: '' });
    expect(without.body.payload.hasSecret).toBe(false);
  });

  it('keep the stored secret when an edit leaves it empty, and replace it when one is typed', async () => {
    const { id } = (await create()).body.payload;
    const edited = await api<Credential>(`${path}/${id}`, { method: 'PUT', token: admin, body: input({ carrier: 'FedEx', secret: '' }) });
    expect(edited.body.payload).toMatchObject({ carrier: 'FedEx', hasSecret: true });
    expect((await api<{ ok: boolean }>(`${path}/${id}/test`, { method: 'POST', token: admin })).body.payload.ok).toBe(true);
    await api(`${path}/${id}`, { method: 'PUT', token: admin, body: input({ secret: 'another' }) });
    expect((await api<{ ok: boolean }>(`${path}/${id}/test`, { method: 'POST', token: admin })).body.payload.ok).toBe(false);
  });

  it('answer 400 with the failing fields and store nothing', async () => {
    const count = (await list()).length;
    for (const [field, value] of [['carrier', ''], ['apiUrl', 'http://carrier.example.com/api'], ['apiUrl', 'ftp://localhost/x'], ['active', 'yes']] as const) {
      const answer = await api<{ fields: { field: string }[] }>(path, { token: admin, body: input({ [field]: value }) });
      expectEnvelope(answer, 400);
      expect(answer.body.payload.fields.map((f) => f.field)).toEqual([field]);
    }
    expect((await list()).length).toBe(count);
  });

  it('test the connection with basic auth and record the result', async () => {
    const { id } = (await create()).body.payload;
    const good = await api<{ ok: boolean; status: number; message: string }>(`${path}/${id}/test`, { method: 'POST', token: admin });
    expect(good.body.payload).toEqual({ ok: true, status: 200, message: 'HTTP 200 OK' });
    expect(seenAuth.at(-1)).toBe(`Basic ${Buffer.from(`acme:${SECRET}`).toString('base64')}`);
    expect((await list()).find((c) => c.id === id)).toMatchObject({ lastTestOk: true, lastTestMessage: 'HTTP 200 OK' });
    expect(JSON.stringify(good.body)).not.toContain(SECRET);

    await api(`${path}/${id}`, { method: 'PUT', token: admin, body: input({ username: 'intruder', secret: '' }) });
    const refused = await api<{ ok: boolean; status: number }>(`${path}/${id}/test`, { method: 'POST', token: admin });
    expect(refused.body.payload).toMatchObject({ ok: false, status: 401 });
  });

  it('report an unreachable API as a failed test, not an error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { id } = (await create({ apiUrl: `http://127.0.0.1:${port}/` })).body.payload;
    const answer = await api<{ ok: boolean; status: number | null; message: string }>(`${path}/${id}/test`, { method: 'POST', token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toMatchObject({ ok: false, status: null, message: expect.stringContaining('Could not connect') });
  });

  it('give up on an API that does not answer within 5 s', { timeout: 15_000 }, async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { id } = (await create({ apiUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/` })).body.payload;
      const answer = await api<{ ok: boolean; status: number | null; message: string }>(`${path}/${id}/test`, { method: 'POST', token: admin });
      expect(answer.body.payload).toEqual({ ok: false, status: null, message: 'No answer within 5 s.' });
      expect(answer.ms).toBeGreaterThanOrEqual(4_900);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('can be deleted; a missing one answers 404', async () => {
    const { id } = (await create({ carrier: 'DHL' })).body.payload;
    expect((await api(`${path}/${id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await list()).some((c) => c.id === id)).toBe(false);
    expectEnvelope(await api(`${path}/${id}`, { method: 'DELETE', token: admin }), 404);
    expectEnvelope(await api(`${path}/${id}/test`, { method: 'POST', token: admin }), 404);
    expectEnvelope(await api(`${path}/not-a-uuid`, { method: 'PUT', token: admin, body: input() }), 404);
  });
});
