import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { notFound } from './errors';
import { mountSpa } from './spa';

let dir: string;
let app: Hono<AppEnv>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'warehouse-spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'sw.js'), 'self.skipWaiting()');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  app = new Hono<AppEnv>();
  app.get('/v1/known', (c) => c.json({ ok: true }));
  app.notFound(notFound);
  mountSpa(app, dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('serving the built web app', () => {
  it('caches hashed assets for a year and revalidates index.html and the service worker', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/sw.js']) {
      const res = await app.request(path);
      expect([path, res.status, res.headers.get('Cache-Control')]).toEqual([path, 200, 'no-cache']);
    }
  });

  it('answers index.html for unknown page paths so deep links load the app', async () => {
    const res = await app.request('/inventory/item/WMS-0001?tab=history');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toContain('<title>app</title>');
  });

  it('keeps 404 for missing files and for unknown /v1 paths, and leaves API routes alone', async () => {
    expect((await app.request('/assets/missing-123.js')).status).toBe(404);
    expect((await app.request('/favicon-missing.png')).status).toBe(404);
    const api = await app.request('/v1/unknown');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 404 });
    expect(await (await app.request('/v1/known')).json()).toEqual({ ok: true });
  });
});
