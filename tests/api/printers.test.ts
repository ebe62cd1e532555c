import { randomUUID } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/audit';
import type { ListPage } from '../../src/domain/lists/list-query';
import { type Printer, type PrintResult, TEST_LABEL_NUMBER } from '../../src/domain/printing/printers';
import type { WmsLabel } from '../../src/domain/printing/wms-label';
import { api, expectEnvelope, signIn, tokenHolding } from './helpers';
import { sync } from './sync-helpers';
import { labelPrintMutation } from '../factories/mutations';
import { startLoopbackPrinter } from '../../src/server/testing/loopback-printer';

let admin: string;
/** An account made for this file that scans and prints labels at receiving, but without SETTING_MENU. */
let floor: string;
let printer: Awaited<ReturnType<typeof startLoopbackPrinter>>;
let printerPort: number;
/** Every print job the loopback printer received, one per connection. */
let jobs: string[];

const form = (overrides: Record<string, unknown> = {}) => ({
  name: `Dock ${randomUUID().slice(0, 8)}`,
  host: '127.0.0.1',
  port: printerPort,
  labelSize: '2x1in',
  dpi: 203,
  active: true,
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) => {
  const answer = await api<Printer>('/v1/printers', { token: admin, body: form(overrides) });
  expect(answer.status).toBe(200);
  return answer.body.payload;
};
const lastAudit = async (action: string, id: string) =>
  (await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=${action}&q=${id}`, { token: admin })).body.payload.items[0];

/** A loopback port nothing listens on: connecting is refused at once. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  admin = await signIn('admin');
  floor = await tokenHolding(admin, ['RECEIVING_DETAIL_SCAN']);
  printer = await startLoopbackPrinter();
  printerPort = printer.port;
  jobs = printer.jobs;
});
afterAll(() => printer.close());

/** Waits for the listener to have read a job containing `text` (the server may answer before the socket's end reaches it). */
async function jobsWith(text: string, atLeast = 1): Promise<string[]> {
  await expect.poll(() => jobs.filter((job) => job.includes(text)).length, { timeout: 3_000 }).toBeGreaterThanOrEqual(atLeast);
  return jobs.filter((job) => job.includes(text));
}

const label = (overrides: Partial<WmsLabel> = {}): WmsLabel => ({
  wmsNumber: `WMS${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`,
  skuCode: 'RTR-AX3000',
  description: 'Router AX3000',
  serial: `SN-${randomUUID().slice(0, 6)}`,
  quantity: 1,
  lotNumber: null,
  ...overrides,
});

describe('printers', () => {
  it('need a session to list and SETTING_MENU to change or test', async () => {
    const printer = await create();
    const path = `/v1/printers/${printer.id}`;
    expectEnvelope(await api('/v1/printers'), 401);
    expectEnvelope(await api('/v1/printers', { body: form() }), 401);
    expectEnvelope(await api(path, { method: 'PUT', body: form() }), 401);
    expectEnvelope(await api(path, { method: 'DELETE' }), 401);
    expectEnvelope(await api(`${path}/test`, { method: 'POST' }), 401);

    expectEnvelope(await api('/v1/printers', { token: floor, body: form() }), 403);
    expectEnvelope(await api(path, { method: 'PUT', token: floor, body: form() }), 403);
    expectEnvelope(await api(path, { method: 'DELETE', token: floor }), 403);
    expectEnvelope(await api(`${path}/test`, { method: 'POST', token: floor }), 403);
    expect((await api(path, { token: admin })).status).toBe(404);
  });

  it('lists active printers to every signed-in user, inactive ones only to SETTING_MENU holders', async () => {
    const on = await create();
    const off = await create({ active: false });
    const listed = async (token: string, query: string) =>
      (await api<ListPage<Printer>>(`/v1/printers?pageSize=100&${query}`, { token })).body.payload.items.map((p) => p.id);
    expect(await listed(floor, '')).toContain(on.id);
    expect(await listed(floor, '')).not.toContain(off.id);
    expect(await listed(floor, 'active=no')).not.toContain(off.id);
    expect(await listed(admin, '')).toEqual(expect.arrayContaining([on.id, off.id]));
    expect(await listed(admin, 'active=no')).toEqual(expect.arrayContaining([off.id]));
    expect(await listed(admin, 'active=no')).not.toContain(on.id);
    expect(await listed(admin, `q=${encodeURIComponent(on.name)}`)).toEqual([on.id]);
  });

  it('creates, edits and deletes a printer, each step audited', async () => {
    const printer = await create({ host: 'Zebra-Dock1.local', port: undefined, labelSize: '4x6in', dpi: 300 });
    expect(printer).toMatchObject({ host: 'zebra-dock1.local', port: 9100, labelSize: '4x6in', dpi: 300, active: true });
    expect((await lastAudit('printer.create', printer.id))?.detail).toMatchObject({ host: 'zebra-dock1.local', port: 9100 });
    const edited = await api<Printer>(`/v1/printers/${printer.id}`, { method: 'PUT', token: admin, body: form({ name: printer.name, host: '10.0.0.15', labelSize: '4x6in', dpi: 300, active: false }) });
    expect(edited.body.payload).toMatchObject({ host: '10.0.0.15', port: printerPort, active: false });
    expect((await lastAudit('printer.update', printer.id))?.detail).toMatchObject({ changes: { host: { from: 'zebra-dock1.local', to: '10.0.0.15' }, active: { from: true, to: false } } });
    expect((await api(`/v1/printers/${printer.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expectEnvelope(await api(`/v1/printers/${printer.id}`, { method: 'DELETE', token: admin }), 404);
    expect((await lastAudit('printer.delete', printer.id))?.detail).toMatchObject({ name: printer.name, host: '10.0.0.15' });
  });

  it('refuses bad fields with their names, and a taken name whatever its case', async () => {
    const bad = await api('/v1/printers', { token: admin, body: form({ name: '', host: '300.1.1.1', port: 0, labelSize: 'A4', dpi: 600 }) });
    expectEnvelope(bad, 400);
    expect((bad.body.payload as { fields: { field: string }[] }).fields.map((f) => f.field).sort()).toEqual(['dpi', 'host', 'labelSize', 'name', 'port']);
    const first = await create();
    const again = await api('/v1/printers', { token: admin, body: form({ name: first.name.toUpperCase() }) });
    expectEnvelope(again, 409);
    expect(again.body.payload).toMatchObject({ fields: [{ field: 'name', rule: 'unique' }] });
    const other = await create();
    const rename = await api(`/v1/printers/${other.id}`, { method: 'PUT', token: admin, body: form({ name: ` ${first.name.toLowerCase()} ` }) });
    expectEnvelope(rename, 409);
  });

  it('prints a test label the printer receives as ZPL', async () => {
    const printer = await create();
    const answer = await api<PrintResult>(`/v1/printers/${printer.id}/test`, { method: 'POST', token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toEqual({ printed: true });
    const [job] = await jobsWith(TEST_LABEL_NUMBER);
    expect(job).toMatch(/^\^XA/);
    expect(job).toContain(`^FD${TEST_LABEL_NUMBER}^FS`);
    expect(job).toMatch(/\^XZ$/);
    expect((await lastAudit('printer.test', printer.id))?.detail).toMatchObject({ printed: true });
  });

  it('says when the printer does not answer the test, with a 200', async () => {
    const printer = await create({ port: await closedPort() });
    const answer = await api<PrintResult>(`/v1/printers/${printer.id}/test`, { method: 'POST', token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toMatchObject({ printed: false, reason: 'refused', error: expect.stringContaining('refused') });
  });
});

describe('label.print through the device outbox', () => {
  it('needs a permission whose screens print labels: a client-portal, a no-role or a read-only account is refused for good', async () => {
    const printer = await create();
    const refusedLabel = label();
    const accounts = await Promise.all([signIn('client'), signIn('noroles'), signIn('viewer')]);
    for (const token of accounts) {
      const answer = await sync(token, [labelPrintMutation(printer.id, [refusedLabel])]);
      expect(answer.body.payload.results[0]).toMatchObject({ status: 403, permanent: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(jobs.filter((j) => j.includes(refusedLabel.wmsNumber))).toHaveLength(0);
  });

  it('prints the labels once, even when the same mutation is sent again', async () => {
    const printer = await create();
    const labels = [label(), label({ serial: null, quantity: 12, lotNumber: 'LOT-9' })];
    const mutation = labelPrintMutation(printer.id, labels);
    const first = await sync(floor, [mutation]);
    expect(first.status).toBe(200);
    expect(first.body.payload.results[0]).toMatchObject({ id: mutation.id, status: 200, payload: { printed: true } });
    const [job] = await jobsWith(labels[0]!.wmsNumber);
    expect(job!.match(/\^XA/g)).toHaveLength(2);
    expect(job).toContain(`^FD${labels[0]!.wmsNumber}^FS`);
    expect(job).toContain(`^FDS/N ${labels[0]!.serial}^FS`);
    expect(job).toContain(`^FD${labels[1]!.wmsNumber}^FS`);
    expect(job).toContain('^FDQty 12^FS');

    // The answer got lost on the way: the device sends the same mutation again, alone and in a batch.
    const replay = await sync(floor, [mutation]);
    expect(replay.body.payload.results[0]).toEqual(first.body.payload.results[0]);
    const batch = await sync(floor, [mutation, mutation]);
    expect(batch.body.payload.results.map((r) => r.payload)).toEqual([{ printed: true }, { printed: true }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(jobs.filter((j) => j.includes(labels[0]!.wmsNumber))).toHaveLength(1);
  });

  it('answers printed: false with a 200 when the printer is off, so the outbox goes on', async () => {
    const printer = await create({ port: await closedPort() });
    const after = label();
    const answer = await sync(floor, [labelPrintMutation(printer.id, [label()]), { ...labelPrintMutation((await create()).id, [after]) }]);
    expect(answer.status).toBe(200);
    const [off, on] = answer.body.payload.results;
    expect(off).toMatchObject({ status: 200, payload: { printed: false, reason: 'refused', error: expect.stringContaining('refused') } });
    expect(on).toMatchObject({ status: 200, payload: { printed: true } });
    await jobsWith(after.wmsNumber);
  });

  it('answers printed: false for a printer that was switched off or removed, and sends nothing', async () => {
    const inactive = await create({ active: false });
    const unsent = label();
    const answer = await sync(floor, [labelPrintMutation(inactive.id, [unsent]), labelPrintMutation(randomUUID(), [label()])]);
    expect(answer.body.payload.results.map((r) => r.payload)).toEqual([
      { printed: false, reason: 'inactive', error: expect.any(String) },
      { printed: false, reason: 'no-printer', error: expect.any(String) },
    ]);
    expect(jobs.some((job) => job.includes(unsent.wmsNumber))).toBe(false);
  });

  it('refuses a batch of no labels or an unknown field as a 400 of that mutation', async () => {
    const printer = await create();
    const answer = await sync(floor, [labelPrintMutation(printer.id, [])]);
    expect(answer.body.payload.results[0]).toMatchObject({ status: 400, payload: { fields: [{ field: 'labels' }] } });
  });
});
