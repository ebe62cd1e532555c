import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/audit';
import type { Client } from '../../src/domain/clients/clients';
import type { ImportResult } from '../../src/domain/import/columns';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { MutationResult } from '../../src/domain/sync/mutations';
import type { ClientTracking, TrackingArrival, TrackingFormInput, TrackingOptions } from '../../src/domain/tracking/client-tracking';
import type { TrackingReport } from '../../src/domain/tracking/tracking-report';
import { tokenHolding, api, expectEnvelope, signIn } from './helpers';
import { sync } from './sync-helpers';
import { clientBody } from '../factories/clients';
import { controlNumberBody } from '../factories/receiving';
import { arrivalMutation, freshTrackingNumber, trackingBody } from '../factories/tracking';
import { uniqueCode } from '../factories/unique';

const BASE = '/v1/receiving/client-trackings';
const REPORT = '/v1/receiving/tracking-report';

let admin: string;
let acme: TrackingOptions['clients'][number];

const form = (overrides: Partial<TrackingFormInput> = {}) => trackingBody(acme.id, { reference: 'PO-1', ...overrides });
const create = (body: Record<string, unknown>, token = admin) => api<ClientTracking>(BASE, { token, body });
async function arrive(token: string, ...mutations: ReturnType<typeof arrivalMutation>[]): Promise<MutationResult[]> {
  const answer = await sync(token, mutations);
  expect(answer.status).toBe(200);
  return answer.body.payload.results;
}
const find = async (q: string) => (await api<ListPage<ClientTracking>>(`${BASE}?q=${encodeURIComponent(q)}`, { token: admin })).body.payload.items;

/** YYYY-MM-DD `offset` days from `day`. */
const shift = (day: string, offset: number) => new Date(Date.parse(`${day}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  admin = await signIn('admin');
  acme = (await api<TrackingOptions>(`${BASE}/options`, { token: admin })).body.payload.clients.find((c) => c.code === 'ACME')!;
});

describe('client tracking permissions', () => {
  it('answers 401 without a session', async () => {
    expectEnvelope(await api(BASE), 401);
    expectEnvelope(await api(REPORT), 401);
    expectEnvelope(await sync(undefined, [arrivalMutation(freshTrackingNumber())]), 401);
  });

  it('needs RECEIVING_CREATE to manage, RECEIVING_LIST for the report, RECEIVING_DETAIL_SCAN for the dock scan', async () => {
    const [manager, reader, scanner] = await Promise.all([tokenHolding(admin, ['RECEIVING_CREATE']), tokenHolding(admin, ['RECEIVING_LIST']), tokenHolding(admin, ['RECEIVING_DETAIL_SCAN'])]);
    const tracking = (await create(form())).body.payload;

    expect((await api(BASE, { token: manager })).status).toBe(200);
    expect((await create(form(), manager)).status).toBe(200);
    expect((await api(`${BASE}/options`, { token: manager })).status).toBe(200);
    expectEnvelope(await api(REPORT, { token: manager }), 403);
    expect((await arrive(manager, arrivalMutation(freshTrackingNumber())))[0]).toMatchObject({ status: 403, permanent: true, payload: { permissions: ['RECEIVING_DETAIL_SCAN'] } });

    for (const token of [reader, scanner]) {
      expectEnvelope(await api(BASE, { token }), 403);
      expectEnvelope(await api(`${BASE}/export`, { token }), 403);
      expectEnvelope(await create(form(), token), 403);
      expectEnvelope(await api(`${BASE}/${tracking.id}`, { method: 'PUT', token, body: form() }), 403);
      expectEnvelope(await api(`${BASE}/${tracking.id}`, { method: 'DELETE', token }), 403);
      expectEnvelope(await api(`${BASE}/import`, { token, body: { csv: 'client_code,tracking_number\r\nACME,X1', mode: 'dry-run' } }), 403);
    }
    expect((await api(REPORT, { token: reader })).status).toBe(200);
    expect((await api(`${BASE}/options`, { token: reader })).status).toBe(200);
    expect((await arrive(reader, arrivalMutation(freshTrackingNumber())))[0]?.status).toBe(403);

    expectEnvelope(await api(REPORT, { token: scanner }), 403);
    expectEnvelope(await api(`${BASE}/options`, { token: scanner }), 403);
    expect((await arrive(scanner, arrivalMutation(tracking.trackingNumber)))[0]).toMatchObject({ status: 200, payload: { outcome: 'arrived' } });
  });
});

describe('client tracking management', () => {
  it('registers, edits and deletes a tracking number, each step audited', async () => {
    const body = form({ expectedOn: '2031-01-15', reference: ' PO-77 ', trackingNumber: `  ${freshTrackingNumber()} ` });
    const created = await create(body);
    expect(created.status).toBe(200);
    const tracking = created.body.payload;
    expect(tracking).toMatchObject({
      trackingNumber: body.trackingNumber.trim(), reference: 'PO-77', client: { id: acme.id, code: 'ACME' }, expectedOn: '2031-01-15', state: 'expected', received: false, arrivedAt: null,
    });
    const carriers = await api<{ id: string; code: string }[]>('/v1/catalogues/carrier/options', { token: admin });
    const ups = carriers.body.payload.find((c) => c.code === 'UPS')!;
    const edited = await api<ClientTracking>(`${BASE}/${tracking.id}`, { method: 'PUT', token: admin, body: form({ trackingNumber: tracking.trackingNumber, carrierId: ups.id, expectedOn: '2031-01-16' }) });
    expect(edited.body.payload).toMatchObject({ carrier: { code: 'UPS' }, expectedOn: '2031-01-16' });
    expect((await api(`${BASE}/${tracking.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expectEnvelope(await api(`${BASE}/${tracking.id}`, { token: admin }), 404);
    for (const action of ['client-tracking.create', 'client-tracking.update', 'client-tracking.delete']) {
      const rows = await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=${action}&q=${tracking.id}`, { token: admin });
      expect(rows.body.payload.items, action).toHaveLength(1);
    }
  });

  it('refuses bad fields with their field errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ trackingNumber: '' }, 'trackingNumber'],
      [{ trackingNumber: 'has space' }, 'trackingNumber'],
      [{ trackingNumber: 'X'.repeat(61) }, 'trackingNumber'],
      [{ clientId: '' }, 'clientId'],
      [{ expectedOn: '2031-02-30' }, 'expectedOn'],
      [{ carrierId: 'ups' }, 'carrierId'],
      [{ clientId: randomUUID() }, 'clientId'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await create(form(overrides));
      expect([field, answer.status]).toEqual([field, 400]);
      expect((answer.body.payload as unknown as { fields: { field: string }[] }).fields.map((f) => f.field)).toContain(field);
    }
  });

  it('refuses a number registered already, whatever its case, on its field', async () => {
    const number = freshTrackingNumber();
    expect((await create(form({ trackingNumber: number }))).status).toBe(200);
    const again = await create(form({ trackingNumber: number.toLowerCase() }));
    expectEnvelope(again, 409);
    expect(again.body.payload).toMatchObject({ fields: [{ field: 'trackingNumber', rule: 'unique' }] });
  });

  it('imports good rows and names the bad ones: unknown client or carrier, bad day, repeated or taken number', async () => {
    const [a, b, taken] = [freshTrackingNumber('IMP'), freshTrackingNumber('IMP'), freshTrackingNumber('IMP')];
    expect((await create(form({ trackingNumber: taken }))).status).toBe(200);
    const csv = [
      'client_code,tracking_number,carrier_code,expected_on,reference,notes',
      `acme,${a},ups,2031-03-01,PO-9,"Two boxes, fragile"`,
      `NOSUCH,${freshTrackingNumber('IMP')},,,,`,
      `ACME,${freshTrackingNumber('IMP')},PIGEON,,,`,
      `ACME,${freshTrackingNumber('IMP')},,01/03/2031,,`,
      `ACME,${a.toLowerCase()},,,,`,
      `ACME,${taken},,,,`,
      `GLOBEX,${b},,,,`,
    ].join('\r\n');
    const dry = await api<ImportResult>(`${BASE}/import`, { token: admin, body: { csv, mode: 'dry-run' } });
    expect(dry.status).toBe(200);
    expect(dry.body.payload).toMatchObject({ total: 7, valid: 2, written: 0 });
    expect(dry.body.payload.invalid.map(({ row, field, rule }) => ({ row, field, rule }))).toEqual([
      { row: 3, field: 'client_code', rule: 'unknown' },
      { row: 4, field: 'carrier_code', rule: 'unknown' },
      { row: 5, field: 'expected_on', rule: 'iso_date' },
      { row: 6, field: 'tracking_number', rule: 'duplicate' },
      { row: 7, field: 'tracking_number', rule: 'unique' },
    ]);
    expect(await find(a)).toEqual([]);
    expect((await api<ImportResult>(`${BASE}/import`, { token: admin, body: { csv, mode: 'all-or-nothing' } })).body.payload.written).toBe(0);
    const written = await api<ImportResult>(`${BASE}/import`, { token: admin, body: { csv, mode: 'valid-only' } });
    expect(written.body.payload.written).toBe(2);
    expect((await find(a))[0]).toMatchObject({ client: { code: 'ACME' }, carrier: { code: 'UPS' }, expectedOn: '2031-03-01', reference: 'PO-9', notes: 'Two boxes, fragile', state: 'expected' });
    expect((await find(b))[0]).toMatchObject({ client: { code: 'GLOBEX' }, carrier: null, expectedOn: null });
    const audit = await api<ListPage<AuditEntry>>('/v1/settings/audit?action=client-tracking.import', { token: admin });
    expect(audit.body.payload.items[0]?.detail).toMatchObject({ mode: 'valid-only', total: 7, written: 2 });
  });

  it('filters by state and exports the same filter as CSV', async () => {
    const number = freshTrackingNumber('CSV');
    await create(form({ trackingNumber: number, expectedOn: '2020-01-01' }));
    const overdue = await api<ListPage<ClientTracking>>(`${BASE}?state=overdue&q=${number}`, { token: admin });
    expect(overdue.body.payload.items.map((t) => t.state)).toEqual(['overdue']);
    expect((await api<ListPage<ClientTracking>>(`${BASE}?state=expected&q=${number}`, { token: admin })).body.payload.total).toBe(0);
    const csv = await api<string>(`${BASE}/export?state=overdue&q=${number}`, { token: admin });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.body.payload).toContain('client_code,tracking_number,carrier_code,expected_on,reference,notes,state');
    expect(csv.body.payload).toContain(`ACME,${number},,2020-01-01,PO-1,,overdue`);
    expectEnvelope(await api(`${BASE}?from=2031-02-01&to=2031-01-01`, { token: admin }), 400);
  });
});

describe('dock scan (tracking.arrive through POST /v1/sync)', () => {
  it('arrives an expected parcel once, even when the scan is replayed, and says so on a second scan', async () => {
    const tracking = (await create(form())).body.payload;
    const scan = arrivalMutation(tracking.trackingNumber.toLowerCase());
    const [first] = await arrive(admin, scan);
    expect(first).toMatchObject({ status: 200, payload: { outcome: 'arrived', trackingNumber: tracking.trackingNumber, client: { id: acme.id, name: acme.name } } });
    const arrivedAt = (first?.payload as TrackingArrival).arrivedAt;
    expect(arrivedAt).toBe(scan.payload.scannedAt);

    // The outbox resends the same mutation after a lost answer: the same answer, nothing new.
    expect(await arrive(admin, scan)).toEqual([first]);
    const [second] = await arrive(admin, arrivalMutation(tracking.trackingNumber));
    expect(second).toMatchObject({ status: 200, payload: { outcome: 'already-arrived', arrivedAt, client: { name: acme.name } } });

    const [row] = await find(tracking.trackingNumber);
    expect(row).toMatchObject({ state: 'arrived', arrivedAt, arrivedBy: 'admin' });
    const audit = await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=tracking.arrive&q=${tracking.id}`, { token: admin });
    expect(audit.body.payload.items).toHaveLength(1);
    const refused = await api(`${BASE}/${tracking.id}`, { method: 'DELETE', token: admin });
    expectEnvelope(refused, 409);
  });

  it('records an unknown number as unexpected, without a client, once', async () => {
    const number = freshTrackingNumber('UNK');
    const scan = arrivalMutation(number);
    const [first] = await arrive(admin, scan, arrivalMutation(number));
    expect((await arrive(admin, scan))[0]).toEqual(first);
    expect(first).toMatchObject({ status: 200, payload: { outcome: 'unexpected', trackingNumber: number, client: null } });
    const rows = await find(number);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'unexpected', client: null, arrivedBy: 'admin' });
  });

  it('refuses a malformed number on its field', async () => {
    const [answer] = await arrive(admin, arrivalMutation('not a number!'));
    expect(answer).toMatchObject({ status: 400, payload: { fields: [{ field: 'trackingNumber' }] } });
  });
});

describe('tracking report', () => {
  it('counts expected, arrived and overdue per client and day, overdue rows first, and exports them', async () => {
    const code = uniqueCode('T', 6);
    const client = await api<Client>('/v1/clients', {
      token: admin,
      body: clientBody({ code, name: `Report client ${code}` }),
    });
    expect(client.status).toBe(200);
    const clientId = client.body.payload.id;
    const { today } = (await api<TrackingReport>(REPORT, { token: admin })).body.payload;
    const due = (offset: number) => form({ clientId, expectedOn: shift(today, offset) });
    const late = await Promise.all([create(due(-2)), create(due(-2))]);
    await create(due(0));
    await create(due(1));
    await arrive(admin, arrivalMutation(late[0].body.payload.trackingNumber));

    const query = `client=${clientId}&from=${shift(today, -3)}&to=${shift(today, 3)}`;
    const report = await api<TrackingReport>(`${REPORT}?${query}`, { token: admin });
    expect(report.status).toBe(200);
    expect(report.body.payload.rows.map(({ day, client: c, expected, arrived, received, overdue }) => [day, c.code, expected, arrived, received, overdue])).toEqual([
      [shift(today, -2), code, 2, 1, 0, 1],
      [shift(today, 1), code, 1, 0, 0, 0],
      [today, code, 1, 0, 0, 0],
    ]);
    const csv = await api<string>(`${REPORT}/export?${query}`, { token: admin });
    expect(csv.body.payload.split('\r\n').slice(0, 2)).toEqual([
      'kind,day,client_code,client_name,expected,arrived,received,overdue',
      `expected,${shift(today, -2)},${code},Report client ${code},2,1,0,1`,
    ]);
  });

  it('lists unexpected parcels by the day they arrived', async () => {
    const number = freshTrackingNumber('UNX');
    await arrive(admin, arrivalMutation(number));
    const { today, unexpected } = (await api<TrackingReport>(REPORT, { token: admin })).body.payload;
    expect(unexpected.find((row) => row.day === today && row.client === null)?.arrived).toBeGreaterThan(0);
  });

  it('refuses a range that ends before it starts', async () => {
    const answer = await api(`${REPORT}?from=2031-02-01&to=2031-01-01`, { token: admin });
    expectEnvelope(answer, 400);
    expect(answer.body.payload).toMatchObject({ fields: [{ field: 'to' }] });
  });
});

describe('received, from control numbers', () => {
  it('counts a parcel received once a control number carries its tracking number, in any case, and not once that one is cancelled', async () => {
    const code = uniqueCode('R', 6);
    const client = await api<Client>('/v1/clients', {
      token: admin,
      body: clientBody({ code, name: `Received client ${code}` }),
    });
    const clientId = client.body.payload.id;
    const { today } = (await api<TrackingReport>(REPORT, { token: admin })).body.payload;
    const parcel = (await create(form({ clientId, expectedOn: today }))).body.payload;
    const receivedOf = async () => {
      const report = await api<TrackingReport>(`${REPORT}?client=${clientId}&from=${today}&to=${today}`, { token: admin });
      return [report.body.payload.rows[0]?.received, (await find(parcel.trackingNumber))[0]?.received];
    };
    expect(await receivedOf()).toEqual([0, false]);

    const cn = await api<{ number: string }>('/v1/receiving/control-numbers', {
      token: admin,
      body: controlNumberBody(clientId, { trackingNumbers: [parcel.trackingNumber.toLowerCase()] }),
    });
    expect(cn.status).toBe(200);
    expect(await receivedOf()).toEqual([1, true]);

    expect((await api(`/v1/receiving/control-numbers/${cn.body.payload.number}/cancel`, { method: 'POST', token: admin })).status).toBe(200);
    expect(await receivedOf()).toEqual([0, false]);
  });
});
