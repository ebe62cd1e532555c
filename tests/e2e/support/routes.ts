import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Every route of the app's page table (src/web/lib/navigation/pages.ts), read from its source: the
 * table's titles are Lingui macros, which only run inside the app's build.
 */
export interface RoutePage {
  name: string;
  path: string;
  layout: 'main' | 'auth' | 'portal' | 'none';
}

export function appRoutes(): RoutePage[] {
  const source = readFileSync(new URL('../../../src/web/lib/navigation/pages.ts', import.meta.url), 'utf8');
  const table = source.slice(source.indexOf('const DEFINITIONS'), source.indexOf('export type PageName'));
  return [...table.matchAll(/^\s*'?([a-z0-9-]+)'?: (main|auth|page)\('([^']+)'[^\n]*/gm)].map(([line, name, kind, path]) => ({
    name: name!,
    path: path!,
    layout: kind === 'auth' || line.includes("layout: 'auth'") ? 'auth' : line.includes("layout: 'none'") ? 'none' : line.includes("layout: 'portal'") ? 'portal' : 'main',
  }));
}

async function firstId(request: APIRequestContext, token: string, url: string, key = 'id'): Promise<string> {
  const answer = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status(), url).toBe(200);
  const { payload } = (await answer.json()) as { payload: Record<string, string>[] | { items: Record<string, string>[] } };
  const value = (Array.isArray(payload) ? payload : payload.items)[0]?.[key];
  expect(value, `a demo record from ${url}`).toBeTruthy();
  return value!;
}

/** Demo record ids for the routes' `$params`, looked up through the API. */
export async function demoParams(request: APIRequestContext, token: string): Promise<Record<string, string>> {
  const account = await firstId(request, token, '/v1/admin/accounts');
  const client = await firstId(request, token, '/v1/clients');
  const clientAccount = await firstId(request, token, `/v1/clients/${client}/accounts`);
  // The demo unit GX-0001 (seed-receiving: posted, of a closed control number): the item screen shows a real one.
  const posted = await firstId(request, token, '/v1/receiving/control-numbers?q=GX-0001', 'number');
  return {
    id: account,
    controlNumber: await firstId(request, token, '/v1/receiving/control-numbers', 'number'),
    countingId: await firstId(request, token, '/v1/counting/cycles'),
    customerId: client,
    clientAccount,
    role: await firstId(request, token, '/v1/admin/roles'),
    sku: await firstId(request, token, '/v1/skus'),
    type: 'qc',
    lotNumber: await firstId(request, token, '/v1/lots', 'number'),
    wmsNumber: await firstId(request, token, `/v1/receiving/control-numbers/${posted}/items`, 'wmsNumber'),
    order: await firstId(request, token, '/v1/shipping/orders?status=draft', 'number'),
    batch: await firstId(request, token, '/v1/shipping/batches', 'number'),
    shipmentId: '1',
    shipmentNumber: '1',
  };
}

/** The URL to open for a route, with demo records for its params (each page's own kind of id). */
export function routeUrl(route: RoutePage, params: Record<string, string>): string {
  if (route.path === '/$') return '/no-such-page';
  const { id, ...rest } = params;
  const own: Record<string, string | undefined> = {
    'admin-role-view': params.role,
    'admin-role-edit': params.role,
    'client-detail': params.customerId,
    'client-edit': params.customerId,
    'client-account-edit': params.clientAccount,
    'sku-detail-movement': params.sku,
    'shipping-order-view': params.order,
    'shipping-order-edit': params.order,
    'shipping-batch-overview': params.batch,
  };
  // The SKU page is its form when opened for editing (the widest form of the app).
  if (route.name === 'sku-detail') return `${route.path}?id=${params.sku}&edit=1`;
  const ids: Record<string, string> = { ...rest, id: own[route.name] ?? id! };
  return route.path.replace(/\$([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(ids[name] ?? '1'));
}
