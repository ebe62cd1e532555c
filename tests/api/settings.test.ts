import { beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_CONFIG_KEYS } from '../../src/domain/settings/system-config';
import { api, expectEnvelope, signIn } from './helpers';

interface SequenceRow {
  docType: string;
  prefix: string;
  datePart: string;
  padding: number;
  nextValue: number;
}

let admin: string;
let viewer: string;
let operator: string;
beforeAll(async () => {
  [admin, viewer, operator] = await Promise.all([signIn('admin'), signIn('viewer'), signIn('operator')]);
});

const sequences = async () => (await api<{ timeZone: string; sequences: SequenceRow[] }>('/v1/settings/sequences', { token: admin })).body.payload;
const sequenceOf = async (docType: string) => (await sequences()).sequences.find((row) => row.docType === docType)!;

describe('sequence config', () => {
  it('lists every document type with its default prefix, and the company time zone', async () => {
    const list = await sequences();
    expect(list.timeZone).toBe('America/New_York');
    expect(list.sequences.map((row) => [row.docType, row.prefix])).toEqual([
      ['control-number', 'CN'], ['wms-number', 'WMS'], ['order', 'SO'], ['batch', 'BT'],
      ['shipment', 'SH'], ['counting', 'CC'], ['scrap', 'SC'], ['lot', 'LOT'], ['container', 'CNT-'], ['tracking', 'OWN'], ['client-issue', 'ISS'],
    ]);
  });

  it('needs SETTING_MENU: 401 without a token, 403 for viewer and operator', async () => {
    expectEnvelope(await api('/v1/settings/sequences'), 401);
    expectEnvelope(await api('/v1/settings/sequences', { token: viewer }), 403);
    const body = { prefix: 'X', datePart: '', padding: 4, nextValue: 1 };
    expectEnvelope(await api('/v1/settings/sequences/batch', { method: 'PUT', token: operator, body }), 403);
    expectEnvelope(await api('/v1/settings/sequences/batch/issue', { token: viewer, body: {} }), 403);
  });

  it('saves a row and issues numbers in its format', async () => {
    const saved = await api('/v1/settings/sequences/lot', { method: 'PUT', token: admin, body: { prefix: 'LT-', datePart: '', padding: 4, nextValue: 120 } });
    expect(saved.status).toBe(200);
    const issued = await api<{ numbers: string[] }>('/v1/settings/sequences/lot/issue', { token: admin, body: { count: 2 } });
    expect(issued.body.payload.numbers).toEqual(['LT-0120', 'LT-0121']);
    expect((await sequenceOf('lot')).nextValue).toBe(122);
  });

  it('answers 400 with the failing fields and changes nothing', async () => {
    const before = await sequenceOf('scrap');
    const answer = await api<{ fields: { field: string; rule: string }[] }>('/v1/settings/sequences/scrap', {
      method: 'PUT',
      token: admin,
      body: { prefix: 'sc!', datePart: 'DD', padding: 0, nextValue: 0 },
    });
    expectEnvelope(answer, 400);
    expect(answer.body.payload.fields.map((f) => [f.field, f.rule]).sort()).toEqual([
      ['datePart', 'picklist'], ['nextValue', 'min_value'], ['padding', 'min_value'], ['prefix', 'regex'],
    ]);
    expect(await sequenceOf('scrap')).toEqual(before);
  });

  it('answers 404 for an unknown document type', async () => {
    const body = { prefix: 'X', datePart: '', padding: 4, nextValue: 1 };
    expectEnvelope(await api('/v1/settings/sequences/invoice', { method: 'PUT', token: admin, body }), 404);
    expectEnvelope(await api('/v1/settings/sequences/invoice/issue', { token: admin, body: {} }), 404);
  });

  it('refuses with 409 to lower the next value below numbers already issued', async () => {
    await api('/v1/settings/sequences/counting/issue', { token: admin, body: { count: 5 } });
    const current = await sequenceOf('counting');
    const answer = await api('/v1/settings/sequences/counting', { method: 'PUT', token: admin, body: { ...current, docType: undefined, nextValue: current.nextValue - 1 } });
    expectEnvelope(answer, 409);
    expect(answer.body.message).toContain(String(current.nextValue));
    expect(await sequenceOf('counting')).toEqual(current);
  });

  it('hands 50 parallel callers 50 distinct consecutive numbers', async () => {
    await api('/v1/settings/sequences/shipment', { method: 'PUT', token: admin, body: { prefix: 'SH', datePart: '', padding: 6, nextValue: 1000 } });
    const start = (await sequenceOf('shipment')).nextValue;
    const answers = await Promise.all(Array.from({ length: 50 }, () => api<{ numbers: string[] }>('/v1/settings/sequences/shipment/issue', { token: admin, body: {} })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const numbers = answers.flatMap((a) => a.body.payload.numbers).sort();
    expect(new Set(numbers).size).toBe(50);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `SH${String(start + i).padStart(6, '0')}`));
    expect((await sequenceOf('shipment')).nextValue).toBe(start + 50);
  });
});

describe('system config', () => {
  it('answers every key, the time zone being the company one', async () => {
    const answer = await api<Record<string, unknown>>('/v1/settings/system', { token: admin });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.payload).sort()).toEqual([...SYSTEM_CONFIG_KEYS].sort());
    expect(answer.body.payload['general.timeZone']).toBe('America/New_York');
  });

  it('needs SETTING_MENU', async () => {
    expectEnvelope(await api('/v1/settings/system'), 401);
    expectEnvelope(await api('/v1/settings/system', { token: viewer }), 403);
    expectEnvelope(await api('/v1/settings/system', { method: 'PUT', token: operator, body: {} }), 403);
  });

  it('saves only the keys sent', async () => {
    const before = (await api<Record<string, unknown>>('/v1/settings/system', { token: admin })).body.payload;
    const answer = await api<Record<string, unknown>>('/v1/settings/system', { method: 'PUT', token: admin, body: { 'accounts.invitationHours': 48 } });
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toEqual({ ...before, 'accounts.invitationHours': 48 });
    expect((await api('/v1/settings/system', { token: admin })).body.payload).toEqual(answer.body.payload);
  });

  it('answers 400 with the failing fields and changes nothing', async () => {
    const before = (await api('/v1/settings/system', { token: admin })).body.payload;
    const answer = await api<{ fields: { field: string; rule: string }[] }>('/v1/settings/system', {
      method: 'PUT',
      token: admin,
      body: { 'accounts.resetMinutes': 30, 'sessions.maxDays': 0, 'security.secondFactor': 'sometimes', 'general.timeZone': 'Mars/Olympus' },
    });
    expectEnvelope(answer, 400);
    expect(answer.body.payload.fields.map((f) => f.field).sort()).toEqual(['general.timeZone', 'security.secondFactor', 'sessions.maxDays']);
    expect((await api('/v1/settings/system', { token: admin })).body.payload).toEqual(before);
  });

  it('gives every signed-in user the scanner defaults', async () => {
    expectEnvelope(await api('/v1/settings/scanner-defaults'), 401);
    await api('/v1/settings/system', { method: 'PUT', token: admin, body: { 'scanner.minLength': 6 } });
    const answer = await api('/v1/settings/scanner-defaults', { token: operator });
    expect(answer.body.payload).toEqual({ maxInterKeyMs: 35, minLength: 6, duplicateWindowMs: 3000 });
  });
});
