import { beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { Bin, Container, LabelResolution, Zone } from '../../src/domain/locations/locations';
import type { AuditEntry } from '../../src/domain/audit';
import { api, expectEnvelope, signIn } from './helpers';
import { binBody, zoneBody } from '../factories/locations';
import { uniqueCode } from '../factories/unique';

let admin: string;
let operator: string;
let zone: Zone;

const code = () => uniqueCode('T', 6);
const newBin = (overrides: Record<string, unknown> = {}) => ({ ...binBody(zone.id, `${code()}-01`, 5), ...overrides });

beforeAll(async () => {
  admin = await signIn('admin');
  operator = await signIn('operator');
  const created = await api<Zone>('/v1/zones', { token: admin, body: zoneBody(code(), 'Test zone') });
  expect(created.status).toBe(200);
  zone = created.body.payload;
});

describe('zones, bins and containers', () => {
  it('check the permission of each action', async () => {
    expectEnvelope(await api('/v1/bins', { token: operator }), 403);
    expectEnvelope(await api('/v1/bins', { token: operator, body: newBin() }), 403);
    expectEnvelope(await api('/v1/containers', { token: operator }), 403);
    expectEnvelope(await api('/v1/zones', { token: operator, body: { code: code(), name: 'x', active: true } }), 403);
  });

  it('lists the demo warehouse: two zones and 150 bins in walking order', async () => {
    const zones = await api<ListPage<Zone>>('/v1/zones?q=Fast', { token: admin });
    expect(zones.body.payload.items[0]).toMatchObject({ code: 'A', bins: 75 });
    const page = await api<ListPage<Bin>>('/v1/bins?pageSize=10', { token: admin });
    const sequences = page.body.payload.items.map((b) => b.pickSequence);
    expect([...sequences].sort((a, b) => a - b)).toEqual(sequences);
    expect(page.body.payload.total).toBeGreaterThanOrEqual(150);
    const blocked = await api<ListPage<Bin>>('/v1/bins?blocked=yes&q=A-03', { token: admin });
    expect(blocked.body.payload.items.map((b) => b.label)).toEqual(['BIN-A-03-07']);
  });

  it('creates a bin (code upper-cased), refuses a duplicate on its field, and needs a reason to block', async () => {
    const body = newBin({ code: `${code().toLowerCase()}-02` });
    const created = await api<Bin>('/v1/bins', { token: admin, body });
    expect(created.status).toBe(200);
    expect(created.body.payload.code).toBe(body.code.toUpperCase());
    expect(created.body.payload.label).toBe(`BIN-${body.code.toUpperCase()}`);
    const again = await api('/v1/bins', { token: admin, body: { ...body, code: body.code.toUpperCase() } });
    expectEnvelope(again, 409);
    expect(again.body.payload).toMatchObject({ fields: [{ field: 'code', rule: 'unique' }] });
    const noReason = await api(`/v1/bins/${created.body.payload.id}`, { method: 'PUT', token: admin, body: { ...body, blocked: true } });
    expectEnvelope(noReason, 400);
    expect(noReason.body.payload).toMatchObject({ fields: [{ field: 'blockedReason' }] });
    const block = await api<Bin>(`/v1/bins/${created.body.payload.id}`, { method: 'PUT', token: admin, body: { ...body, blocked: true, blockedReason: 'Leaking roof' } });
    expect(block.body.payload).toMatchObject({ blocked: true, blockedReason: 'Leaking roof' });
    const audit = await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=bin.block&q=${created.body.payload.id}`, { token: admin });
    expect(audit.body.payload.total).toBe(1);
  });

  it('numbers new containers from the container sequence and resolves their labels and bin labels', async () => {
    const bin = (await api<Bin>('/v1/bins', { token: admin, body: newBin() })).body.payload;
    const created = await api<Container[]>('/v1/containers', { token: admin, body: { type: 'tote', binId: bin.id, active: true, count: 3 } });
    expect(created.status).toBe(200);
    const codes = created.body.payload.map((c) => c.code);
    expect(codes).toHaveLength(3);
    const numbers = codes.map((c) => Number(c.replace(/^CNT-/, '')));
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);

    const container = await api<LabelResolution>(`/v1/labels/resolve?code=${codes[0]!.toLowerCase()}`, { token: operator });
    expect(container.body.payload).toMatchObject({ kind: 'container', container: { code: codes[0], binId: bin.id } });
    const byLabel = await api<LabelResolution>(`/v1/labels/resolve?code=${bin.label}`, { token: operator });
    expect(byLabel.body.payload).toMatchObject({ kind: 'bin', bin: { id: bin.id } });
    const unknown = await api<LabelResolution>('/v1/labels/resolve?code=BIN-NOWHERE-99', { token: operator });
    expect(unknown.body.payload).toEqual({ kind: 'unknown', code: 'BIN-NOWHERE-99' });
  });

  it('imports bins from CSV: the dry run lists each bad row, all-or-nothing writes nothing, valid-only the good ones', async () => {
    const prefix = code();
    const csv = [
      'zone;code;pick_sequence;blocked;blocked_reason',
      `${zone.code};BIN-${prefix}-01;10;no;`,
      `${zone.code};${prefix}-02;20;yes;`,
      `NOPE;${prefix}-03;30;;`,
      `${zone.code};${prefix}-01;40;;`,
      `${zone.code};${prefix}-04;x;;`,
    ].join('\n');
    const dry = await api<{ total: number; valid: number; invalid: { row: number; field: string }[]; written: number }>('/v1/bins/import', { token: admin, body: { csv, mode: 'dry-run' } });
    expect(dry.status).toBe(200);
    expect(dry.body.payload).toMatchObject({ total: 5, valid: 1, written: 0 });
    expect(dry.body.payload.invalid.map((i) => [i.row, i.field])).toEqual([[3, 'blocked_reason'], [4, 'zone'], [5, 'code'], [6, 'pick_sequence']]);

    const strict = await api<{ written: number }>('/v1/bins/import', { token: admin, body: { csv, mode: 'all-or-nothing' } });
    expect(strict.body.payload.written).toBe(0);
    expect((await api<ListPage<Bin>>(`/v1/bins?q=${prefix}`, { token: admin })).body.payload.total).toBe(0);

    const lenient = await api<{ written: number }>('/v1/bins/import', { token: admin, body: { csv, mode: 'valid-only' } });
    expect(lenient.body.payload.written).toBe(1);
    const imported = await api<ListPage<Bin>>(`/v1/bins?q=${prefix}`, { token: admin });
    expect(imported.body.payload.items.map((b) => [b.label, b.pickSequence])).toEqual([[`BIN-${prefix}-01`, 10]]);
    expectEnvelope(await api('/v1/bins/import', { token: operator, body: { csv, mode: 'dry-run' } }), 403);
  });

  it('refuses to delete a bin holding a container or a zone with bins, saying why', async () => {
    const bin = (await api<Bin>('/v1/bins', { token: admin, body: newBin() })).body.payload;
    await api('/v1/containers', { token: admin, body: { type: 'pallet', binId: bin.id, active: true, count: 1 } });
    const answer = await api(`/v1/bins/${bin.id}`, { method: 'DELETE', token: admin });
    expectEnvelope(answer, 409);
    expect(answer.body.payload).toMatchObject({ usedBy: { containers: 1 } });
    expectEnvelope(await api(`/v1/zones/${zone.id}`, { method: 'DELETE', token: admin }), 409);
    const empty = (await api<Bin>('/v1/bins', { token: admin, body: newBin() })).body.payload;
    expect((await api(`/v1/bins/${empty.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
  });
});
