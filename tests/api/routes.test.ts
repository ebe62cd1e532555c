import { describe, expect, inject, it } from 'vitest';
import { apiRoutes } from '../../src/server/routes/routes';
import { type Challenge, api, expectEnvelope, login, signIn } from './helpers';

const concrete = (path: string) => path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const call = (route: (typeof apiRoutes)[number], token?: string) =>
  api(concrete(route.path), { method: route.method.toUpperCase(), token, body: route.method === 'get' ? undefined : {} });

const isPermission = (access: string) => !['public', 'signed-in', 'staff', 'second-factor', 'api-key'].includes(access);

describe('the route table', () => {
  it('is not empty and has no duplicates', () => {
    expect(apiRoutes.length).toBeGreaterThan(0);
    const keys = apiRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const guarded = apiRoutes.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const answer = await call(route);
      expect({ route: `${route.method} ${route.path}`, status: answer.status, code: answer.body.code }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
        code: 401,
      });
    }
  }, 120_000);

  it('answers 401 to a pending second-factor token everywhere but the second-factor step, and the reverse', async () => {
    const pending = (await login<Challenge>('twofa')).body.payload.token;
    const session = await signIn('viewer');
    for (const route of apiRoutes.filter((r) => r.access !== 'public')) {
      const wrong = route.access === 'second-factor' ? session : pending;
      expect([`${route.method} ${route.path}`, (await call(route, wrong)).status]).toEqual([`${route.method} ${route.path}`, 401]);
    }
  }, 120_000);

  it('answers 403 on every permission route to a user without that permission, and lets the super admin in', async () => {
    const noRoles = await signIn('noroles');
    const admin = await signIn('admin');
    for (const route of apiRoutes.filter((r) => isPermission(r.access))) {
      const denied = await call(route, noRoles);
      expect([`${route.method} ${route.path}`, denied.status]).toEqual([`${route.method} ${route.path}`, 403]);
      expectEnvelope(denied, 403);
      expect((await call(route, admin)).status).not.toBe(403);
    }
    // Two calls on each of some 200 routes, one after the other.
  }, 120_000);

  it('is listed whole in the OpenAPI document', async () => {
    const res = await fetch(`${inject('baseUrl')}/v1/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\.1/);
    for (const route of apiRoutes) {
      expect(doc.paths[openApiPath(route.path)]?.[route.method], `${route.method} ${route.path}`).toBeDefined();
    }
  });
});

describe('documentation and unknown paths', () => {
  it('serves Swagger UI from local files at /v1/docs', async () => {
    const base = inject('baseUrl');
    const page = await fetch(`${base}/v1/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('swagger-ui');
    expect(html).not.toMatch(/https?:\/\//);
    for (const asset of ['/v1/docs/swagger-ui.css', '/v1/docs/swagger-ui-bundle.js', '/v1/docs/init.js']) {
      expect((await fetch(`${base}${asset}`)).status, asset).toBe(200);
    }
  });

  it('answers 404 in the envelope for an unknown /v1 path', async () => {
    const answer = await api('/v1/no-such-thing');
    expectEnvelope(answer, 404);
    expect(answer.body.payload).toBeNull();
  });

  it('sends the security headers on every answer', async () => {
    const answer = await api('/v1/no-such-thing');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
    expect(answer.headers.get('content-security-policy')).toContain("img-src 'self' data: blob:");
  });
});
