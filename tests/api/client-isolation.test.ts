import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IssueDetail } from '../../src/domain/client-issues/client-issues';
import type { Client } from '../../src/domain/clients/clients';
import type { ItemRow } from '../../src/domain/inventory/item-list';
import type { ListPage } from '../../src/domain/lists/list-query';
import { apiRoutes } from '../../src/server/routes/routes';
import { type Answer, api, clientAccountOf, signIn } from './helpers';
import { orderBody } from './orders-world';

/*
 * Isolation of clients (issue 21, ADR 0007, ADR 0036): a client account or a client's API key reaches
 * nothing of another client, by any id in any path, query or body. Every route such a caller can reach
 * is listed below with a probe that names another client's issue, photo, order, unit or client; a route added
 * without a probe fails the first test, so none slips through unchecked.
 */

interface World {
  /** GLOBEX's portal account and API key: the caller. */
  token: string;
  key: string;
  /** ACME's things: what the caller must never reach. */
  acme: { clientId: string; issue: string; photo: string; order: string; orderReference: string; unit: string; skuId: string };
}

let world: World;

type Probe = (w: World) => Promise<Answer>;
const asAccount = (path: string, body?: unknown) => (w: World) => api(path, { token: w.token, body });
const asKey = (path: string, body?: unknown) => (w: World) => api(path, { headers: { 'X-Api-Key': w.key }, body });

const PROBE_REFERENCE = `ISOLATION-${crypto.randomUUID().slice(0, 8)}`;

/** Each reachable route, called with another client's ids. */
const PROBES: Record<string, Probe> = {
  'get /v1/client-issues': (w) => asAccount(`/v1/client-issues?clientId=${w.acme.clientId}`)(w),
  'get /v1/client-issues/export': (w) => asAccount(`/v1/client-issues/export?clientId=${w.acme.clientId}`)(w),
  'get /v1/client-issues/stats': (w) => asAccount(`/v1/client-issues/stats?clientId=${w.acme.clientId}`)(w),
  'get /v1/client-issues/assignees': asAccount('/v1/client-issues/assignees'),
  'post /v1/client-issues': (w) => asAccount('/v1/client-issues', { clientId: w.acme.clientId, subject: 'x', concern: null, description: 'x' })(w),
  'get /v1/client-issues/photos/:id': (w) => asAccount(`/v1/client-issues/photos/${w.acme.photo}`)(w),
  'get /v1/client-issues/:number': (w) => asAccount(`/v1/client-issues/${w.acme.issue}`)(w),
  'post /v1/client-issues/:number/messages': (w) => asAccount(`/v1/client-issues/${w.acme.issue}/messages`, { body: 'Let me in' })(w),
  'post /v1/client-issues/:number/assign': (w) => asAccount(`/v1/client-issues/${w.acme.issue}/assign`, { assigneeId: null })(w),
  'post /v1/client-issues/:number/start': (w) => asAccount(`/v1/client-issues/${w.acme.issue}/start`, {})(w),
  'post /v1/client-issues/:number/resolve': (w) => asAccount(`/v1/client-issues/${w.acme.issue}/resolve`, {})(w),
  'post /v1/client-issues/:number/reopen': (w) => asAccount(`/v1/client-issues/${w.acme.issue}/reopen`, {})(w),
  'get /v1/portal/stock': (w) => asAccount(`/v1/portal/stock?clientId=${w.acme.clientId}`)(w),
  'get /v1/portal/stock/export': (w) => asAccount(`/v1/portal/stock/export?clientId=${w.acme.clientId}`)(w),
  'get /v1/portal/orders': (w) => asAccount(`/v1/portal/orders?clientId=${w.acme.clientId}`)(w),
  'get /v1/client-api/orders/:number': (w) => asKey(`/v1/client-api/orders/${w.acme.order}`)(w),
  // An order naming the other client's SKU: refused as an unknown SKU, nothing is created.
  'post /v1/client-api/orders': (w) => {
    const { clientId: _client, ...body } = orderBody(w.acme.clientId, [{ skuId: w.acme.skuId, quantity: 1, lotNumber: null, unit: null }], { reference: PROBE_REFERENCE });
    return asKey('/v1/client-api/orders', body)(w);
  },
};

/** Reachable routes that take no id of another client: what they answer must name nothing of it. */
const NO_ID: Record<string, Probe> = {
  'get /v1/client-issues/clients': asAccount('/v1/client-issues/clients'),
  'get /v1/client-api/orders': (w) => asKey(`/v1/client-api/orders?reference=${w.acme.orderReference}`)(w),
  'get /v1/client-api/stock': asKey('/v1/client-api/stock'),
  'get /v1/client-api/ping': asKey('/v1/client-api/ping'),
};

const key = (route: (typeof apiRoutes)[number]) => `${route.method} ${route.path}`;
const clientReachable = apiRoutes.filter((route) => route.access === 'CLIENT_ISSUE_REPORT' || route.access === 'api-key');

beforeAll(async () => {
  const admin = await signIn('admin');
  const clients = await api<ListPage<Client>>('/v1/clients?pageSize=100', { token: admin });
  const byCode = (code: string) => clients.body.payload.items.find((c) => c.code === code)!;
  const [acme, globex] = [byCode('ACME'), byCode('GLOBEX')];
  const acmeAccount = await clientAccountOf(admin, acme.id);
  const unit = (await api<ListPage<ItemRow>>(`/v1/items?client=${acme.id}&pageSize=10`, { token: admin })).body.payload.items[0]!;
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c03020' } }).jpeg().toBuffer();
  const photos = [{ type: 'image/jpeg', data: jpeg.toString('base64') }];
  const issue = await api<IssueDetail>('/v1/client-issues', { token: acmeAccount.token, body: { clientId: null, subject: 'Ours', concern: null, description: 'Only ACME may read this.', photos } });
  const body = orderBody(acme.id, [{ skuId: unit.sku.id, quantity: 1, lotNumber: null, unit: null }]);
  const order = await api<{ number: string }>('/v1/shipping/orders', { token: admin, body });
  const apiKey = await api<{ key: string }>(`/v1/clients/${globex.id}/api-keys`, { token: admin, body: { name: 'Isolation test' } });
  world = {
    token: (await clientAccountOf(admin, globex.id)).token,
    key: apiKey.body.payload.key,
    acme: { clientId: acme.id, issue: issue.body.payload.number, photo: issue.body.payload.photos[0]!.id, order: order.body.payload.number, orderReference: body.reference, unit: unit.wmsNumber, skuId: unit.sku.id },
  };
});

describe('client isolation', () => {
  it('has a probe for every route a client account or API key can reach', () => {
    expect(clientReachable.map(key).sort()).toEqual([...Object.keys(PROBES), ...Object.keys(NO_ID)].sort());
  });

  it('answers 403 or 404 to every route called with another client\'s issue, photo, order, SKU or client id', async () => {
    for (const [route, probe] of Object.entries(PROBES)) {
      const answer = await probe(world);
      expect([route, [403, 404].includes(answer.status) || (route === 'post /v1/client-api/orders' && answer.status === 400)]).toEqual([route, true]);
      expect([route, JSON.stringify(answer.body)]).not.toEqual([route, expect.stringContaining('Only ACME may read this.')]);
    }
    // The refused order left nothing behind.
    const listed = await api<ListPage<{ number: string }>>(`/v1/client-api/orders?reference=${PROBE_REFERENCE}`, { headers: { 'X-Api-Key': world.key } });
    expect(listed.body.payload.total).toBe(0);
  });

  it('names nothing of another client on the routes that take no id', async () => {
    for (const [route, probe] of Object.entries(NO_ID)) {
      const answer = await probe(world);
      expect([route, answer.status]).toEqual([route, 200]);
      const text = JSON.stringify(answer.body.payload);
      for (const secret of [world.acme.clientId, world.acme.issue, world.acme.photo, world.acme.order, world.acme.unit, world.acme.skuId]) {
        expect([route, text.includes(secret)]).toEqual([route, false]);
      }
    }
  });

  it('answers 403 to a client account on every staff route, whatever its id', async () => {
    const staffRoutes = apiRoutes.filter((route) => !['public', 'signed-in', 'second-factor', 'api-key', 'CLIENT_ISSUE_REPORT'].includes(route.access));
    expect(staffRoutes.length).toBeGreaterThan(100);
    for (const route of staffRoutes) {
      const path = route.path.replace(/:(\w+)/g, (_, name: string) => (name === 'number' ? world.acme.order : name === 'wmsNumber' ? world.acme.unit : world.acme.clientId));
      const answer = await api(path, { method: route.method.toUpperCase(), token: world.token, body: route.method === 'get' ? undefined : {} });
      expect([key(route), answer.status]).toEqual([key(route), 403]);
    }
  }, 120_000);
});
