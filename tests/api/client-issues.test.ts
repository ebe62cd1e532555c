import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { IssueCreateInput, IssueDetail, IssueStats } from '../../src/domain/client-issues/client-issues';
import type { Client } from '../../src/domain/clients/clients';
import type { ItemRow } from '../../src/domain/inventory/item-list';
import type { ListPage } from '../../src/domain/lists/list-query';
import { PHOTO_MAX_BYTES, type PhotoType } from '../../src/domain/photos/photos';
import { clientBody } from '../factories/clients';
import { type SessionAnswer, api, clientAccountOf, expectEnvelope, login, signIn } from './helpers';

/*
 * Client issues (issue 21): a portal account reports about its own units and orders only, sees its own
 * client's issues only, and reads the warehouse's answers; staff assign, answer and move issues through
 * open → in_progress → resolved (reopen allowed). A report carries up to 5 photos, served to its own
 * client's accounts and to staff only.
 */

interface Portal {
  token: string;
  email: string;
  client: Client;
  unit: ItemRow;
}

interface MailItem {
  kind: string;
  to: string;
  subject: string;
  link: string | null;
}

let admin: string;
let acme: Portal;
let globex: Portal;
let jpeg: Buffer;

async function clientByCode(code: string): Promise<Client> {
  const answer = await api<ListPage<Client>>(`/v1/clients?q=${code}`, { token: admin });
  return answer.body.payload.items.find((c) => c.code === code)!;
}

async function serialUnitOf(clientId: string): Promise<ItemRow> {
  const answer = await api<ListPage<ItemRow>>(`/v1/items?client=${clientId}&pageSize=100`, { token: admin });
  const unit = answer.body.payload.items.find((row) => row.serial !== null);
  expect(unit, 'the demo data gives every client a serialised unit').toBeDefined();
  return unit!;
}

async function portalOf(code: string): Promise<Portal> {
  const client = await clientByCode(code);
  const account = await clientAccountOf(admin, client.id);
  return { token: account.token, email: account.email, client, unit: await serialUnitOf(client.id) };
}

const report = (token: string, body: Partial<IssueCreateInput> = {}) =>
  api<IssueDetail>('/v1/client-issues', {
    token,
    body: { clientId: null, subject: 'Scratched casing', concern: null, description: 'The unit arrived with a scratch on the left side.', ...body },
  });

async function mailsTo(to: string): Promise<MailItem[]> {
  const answer = await api<{ items: MailItem[] }>('/v1/admin/mail?limit=100', { token: admin });
  return answer.body.payload.items.filter((item) => item.to === to);
}

const fieldsOf = (answer: { body: { payload: unknown } }) => (answer.body.payload as { fields: { field: string }[] }).fields.map((f) => f.field);

beforeAll(async () => {
  admin = await signIn('admin');
  [acme, globex] = await Promise.all([portalOf('ACME'), portalOf('GLOBEX')]);
  jpeg = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#c03020' } }).jpeg({ quality: 80 }).toBuffer();
});

describe('reporting an issue', () => {
  it('numbers an open issue of the account\'s own client, about its unit by WMS number or serial, and mails the warehouse', async () => {
    const byNumber = await report(acme.token, { concern: { kind: 'wms-number', reference: acme.unit.wmsNumber.toLowerCase() }, clientId: acme.client.id });
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.payload).toMatchObject({ status: 'open', client: { id: acme.client.id }, concern: { kind: 'wms-number' }, thread: [], assignee: null });
    expect(byNumber.body.payload.number).toMatch(/^ISS\d+$/);
    const bySerial = await report(acme.token, { concern: { kind: 'serial', reference: acme.unit.serial! } });
    expect(bySerial.status).toBe(200);
    expect(bySerial.body.payload.number).not.toBe(byNumber.body.payload.number);

    const staffMail = (await mailsTo('admin@demo.example')).find((m) => m.kind === 'client_issue' && m.subject.includes(byNumber.body.payload.number));
    expect(staffMail?.subject).toContain(acme.client.name);
    expect(staffMail?.link).toContain(`/issue_dashboard?issue=${byNumber.body.payload.number}`);
  });

  it('refuses a reference that is another client\'s or nobody\'s, and bad input, creating nothing', async () => {
    const before = (await api<ListPage<IssueDetail>>('/v1/client-issues', { token: acme.token })).body.payload.total;
    const foreign = await report(acme.token, { concern: { kind: 'wms-number', reference: globex.unit.wmsNumber } });
    expectEnvelope(foreign, 400);
    expect(fieldsOf(foreign)).toEqual(['concern.reference']);
    expectEnvelope(await report(acme.token, { concern: { kind: 'serial', reference: globex.unit.serial! } }), 400);
    expectEnvelope(await report(acme.token, { concern: { kind: 'order', reference: 'NO-SUCH-ORDER' } }), 400);
    expectEnvelope(await report(acme.token, { concern: { kind: 'tracking', reference: 'NO-SUCH-TRACKING' } }), 400);
    expectEnvelope(await report(acme.token, { subject: '   ' }), 400);
    expectEnvelope(await report(acme.token, { subject: 'x'.repeat(201) }), 400);
    expectEnvelope(await report(acme.token, { description: 'nul \u0000 byte' }), 400);
    expectEnvelope(await api('/v1/client-issues', { token: acme.token, body: null }), 400);
    expect((await api<ListPage<IssueDetail>>('/v1/client-issues', { token: acme.token })).body.payload.total).toBe(before);
  });

  it('lets staff report for a client they name, and needs CLIENT_ISSUE_REPORT', async () => {
    expect(fieldsOf(await report(admin))).toEqual(['clientId']);
    const made = await report(admin, { clientId: globex.client.id, concern: { kind: 'serial', reference: globex.unit.serial! } });
    expect(made.body.payload.client.id).toBe(globex.client.id);
    const viewer = await signIn('viewer');
    expectEnvelope(await report(viewer, { clientId: globex.client.id }), 403);
    expectEnvelope(await api('/v1/client-issues', { token: viewer }), 403);
  });
});

describe('isolation', () => {
  it('tells the app which client a portal login belongs to, at sign-in and on every refresh; staff have none', async () => {
    const me = await api<{ user: { client: unknown } }>('/v1/auth/me', { token: acme.token });
    expect(me.body.payload.user.client).toEqual({ id: acme.client.id, name: acme.client.name });
    const signedIn = await login<SessionAnswer>('client');
    expect(signedIn.body.payload.user.client).toEqual({ id: acme.client.id, name: acme.client.name });
    expect((await api<{ user: { client: unknown } }>('/v1/auth/me', { token: admin })).body.payload.user.client).toBeNull();
  });

  it('answers 404 to another client\'s issue by any route, and lists and counts only the own client\'s', async () => {
    const { number } = (await report(acme.token)).body.payload;
    for (const [path, body] of [
      [`/v1/client-issues/${number}`, undefined],
      [`/v1/client-issues/${number}/messages`, { body: 'Let me in' }],
      [`/v1/client-issues/${number}/reopen`, {}],
    ] as const) {
      expectEnvelope(await api(path, { token: globex.token, body }), 404);
    }
    const listed = await api<ListPage<IssueDetail>>(`/v1/client-issues?q=${number}`, { token: globex.token });
    expect(listed.body.payload.total).toBe(0);
    expectEnvelope(await api(`/v1/client-issues?clientId=${acme.client.id}`, { token: globex.token }), 403);
    expectEnvelope(await report(globex.token, { clientId: acme.client.id }), 403);
    const csv = await api<string>('/v1/client-issues/export', { token: globex.token });
    expect(csv.body.payload).not.toContain(number);
    const clients = await api<{ clients: { id: string }[] }>('/v1/client-issues/clients', { token: globex.token });
    expect(clients.body.payload.clients.map((c) => c.id)).toEqual([globex.client.id]);
    // The issue is untouched: no message landed on it.
    expect((await api<IssueDetail>(`/v1/client-issues/${number}`, { token: acme.token })).body.payload.thread).toEqual([]);
  });

  it('keeps staff steps from client accounts (403), even on their own issue', async () => {
    const { number } = (await report(acme.token)).body.payload;
    const [me] = (await api<{ people: { id: string }[] }>('/v1/client-issues/assignees', { token: admin })).body.payload.people;
    for (const [path, body] of [
      [`/v1/client-issues/${number}/start`, {}],
      [`/v1/client-issues/${number}/resolve`, {}],
      [`/v1/client-issues/${number}/assign`, { assigneeId: me!.id }],
      ['/v1/client-issues/assignees', undefined],
    ] as const) {
      expectEnvelope(await api(path, { token: acme.token, body }), 403);
    }
    expect((await api<IssueDetail>(`/v1/client-issues/${number}`, { token: admin })).body.payload).toMatchObject({ status: 'open', assignee: null });
  });
});

describe('working an issue', () => {
  it('goes open → in_progress with the first answer, which the client reads and is mailed; resolved, reopened by the client', async () => {
    const { number } = (await report(acme.token)).body.payload;
    const admins = (await api<{ people: { id: string; username: string }[] }>('/v1/client-issues/assignees', { token: admin })).body.payload.people;
    const me = admins.find((p) => p.username === 'admin')!;
    expect((await api<IssueDetail>(`/v1/client-issues/${number}/assign`, { token: admin, body: { assigneeId: me.id } })).body.payload.assignee).toEqual({ id: me.id, username: 'admin' });
    const viewerAccount = await api<ListPage<{ id: string; username: string }>>('/v1/admin/accounts?q=viewer', { token: admin });
    const viewerId = viewerAccount.body.payload.items.find((a) => a.username === 'viewer')!.id;
    expect(fieldsOf(await api(`/v1/client-issues/${number}/assign`, { token: admin, body: { assigneeId: viewerId } }))).toEqual(['assigneeId']);

    const answered = await api<IssueDetail>(`/v1/client-issues/${number}/messages`, { token: admin, body: { body: 'We are checking the unit in QC today.' } });
    expect(answered.body.payload.status).toBe('in_progress');
    const seen = await api<IssueDetail>(`/v1/client-issues/${number}`, { token: acme.token });
    expect(seen.body.payload.thread).toEqual([expect.objectContaining({ author: 'admin', fromClient: false, body: 'We are checking the unit in QC today.' })]);
    const clientMail = (await mailsTo(acme.email)).find((m) => m.kind === 'client_issue_message' && m.subject.includes(number));
    expect(clientMail?.subject).toContain('The warehouse answered your issue');
    expect(clientMail?.link).toContain(`/issue_dashboard?issue=${number}`);

    const replied = await api<IssueDetail>(`/v1/client-issues/${number}/messages`, { token: acme.token, body: { body: 'Thank you.' } });
    expect(replied.body.payload.thread.map((m) => m.fromClient)).toEqual([false, true]);
    expect((await mailsTo('admin@demo.example')).some((m) => m.kind === 'client_issue_message' && m.subject.includes(number))).toBe(true);

    const resolved = await api<IssueDetail>(`/v1/client-issues/${number}/resolve`, { token: admin, body: {} });
    expect(resolved.body.payload.status).toBe('resolved');
    expect(resolved.body.payload.resolvedAt).not.toBeNull();
    expectEnvelope(await api(`/v1/client-issues/${number}/start`, { token: admin, body: {} }), 409);
    const reopened = await api<IssueDetail>(`/v1/client-issues/${number}/reopen`, { token: acme.token, body: {} });
    expect(reopened.body.payload).toMatchObject({ status: 'open', resolvedAt: null });
    expect(reopened.body.payload.history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['client-issue.create', 'client-issue.assign', 'client-issue.start', 'client-issue.resolve', 'client-issue.reopen']),
    );
  });

  it('counts a client\'s issues by status and age, and this week\'s resolutions, for its own client only', async () => {
    const client = (await api<Client>('/v1/clients', { token: admin, body: clientBody({ name: 'Stats client' }) })).body.payload;
    const account = await clientAccountOf(admin, client.id);
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1) numbers.push((await report(account.token, { subject: `Issue ${i}` })).body.payload.number);
    await api(`/v1/client-issues/${numbers[0]}/resolve`, { token: admin, body: {} });
    await api(`/v1/client-issues/${numbers[1]}/start`, { token: admin, body: {} });

    const answer = await api<IssueStats>('/v1/client-issues/stats', { token: account.token });
    expect(answer.body.message).toBe('OK');
    const stats = answer.body.payload;
    expect(stats.byStatus).toEqual([
      { status: 'open', count: numbers.length - 2 },
      { status: 'in_progress', count: 1 },
      { status: 'resolved', count: 1 },
    ]);
    // Two issues still open, both reported within the day.
    expect(stats.openByAge.map((b) => b.count)).toEqual([numbers.length - 1, 0, 0, 0, 0]);
    expect(stats.resolution).toHaveLength(12);
    expect(stats.resolution.at(-1)).toMatchObject({ resolved: 1 });
    expect(stats.resolution.at(-1)!.medianHours).toBeLessThan(1);
    expect(stats.resolution.slice(0, -1).every((w) => w.resolved === 0)).toBe(true);

    const staffView = (await api<IssueStats>(`/v1/client-issues/stats?clientId=${client.id}`, { token: admin })).body.payload;
    expect(staffView.byStatus).toEqual(stats.byStatus);
  });
});

describe('photos on a report', () => {
  const photo = (data: Buffer = jpeg, type: PhotoType = 'image/jpeg') => ({ type, data: data.toString('base64') });
  const fetchPhoto = (id: string, token?: string) => fetch(`${inject('baseUrl')}/v1/client-issues/photos/${id}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const issuesTitled = async (subject: string) => (await api<ListPage<unknown>>(`/v1/client-issues?q=${encodeURIComponent(subject)}`, { token: admin })).body.payload.total;

  it('stores the photos in order, lists them on the issue and serves each with its type to the client and to staff only', async () => {
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00f' } }).webp().toBuffer();
    const answer = await report(acme.token, { photos: [photo(), photo(webp, 'image/webp')] });
    expect(answer.status).toBe(200);
    const { number, photos } = answer.body.payload;
    expect(photos).toEqual([
      { id: expect.any(String), type: 'image/jpeg', bytes: jpeg.length },
      { id: expect.any(String), type: 'image/webp', bytes: webp.length },
    ]);
    expect((await api<IssueDetail>(`/v1/client-issues/${number}`, { token: admin })).body.payload.photos).toEqual(photos);

    for (const token of [acme.token, admin]) {
      const served = await fetchPhoto(photos[0]!.id, token);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toMatch(/^private/);
      expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);
    }
    expect((await fetchPhoto(photos[1]!.id, admin)).headers.get('content-type')).toBe('image/webp');

    expect((await fetchPhoto(photos[0]!.id, globex.token)).status).toBe(404);
    expect((await fetchPhoto(crypto.randomUUID(), acme.token)).status).toBe(404);
    expect((await fetchPhoto(photos[0]!.id)).status).toBe(401);
  });

  it('takes five photos of 400 KB each, past the default 1 MB body limit', async () => {
    const full = Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES - jpeg.length)]);
    const answer = await report(acme.token, { photos: Array(5).fill(photo(full)) });
    expect(answer.status).toBe(200);
    expect(answer.body.payload.photos.map((p) => p.bytes)).toEqual(Array(5).fill(PHOTO_MAX_BYTES));
  });

  it('refuses a PNG claiming to be a JPEG, a sixth photo and a photo over 400 KB, and stores nothing', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } }).png().toBuffer();
    const big = Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES)]);
    const cases = { 'png as jpeg': [photo(png)], 'six photos': Array(6).fill(photo()), 'over 400 KB': [photo(big)] };
    for (const [name, photos] of Object.entries(cases)) {
      const subject = `Refused photos ${name} ${crypto.randomUUID().slice(0, 8)}`;
      const refused = await report(acme.token, { subject, photos });
      expect(refused.status, name).toBe(400);
      expect(await issuesTitled(subject), name).toBe(0);
    }
  });
});
