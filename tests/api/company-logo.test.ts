import sharp from 'sharp';
import { inject, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../src/domain/settings/logo';
import { api, expectEnvelope, newAddress, signIn } from './helpers';

const FAKE_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a png')]);
const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';
const square = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#1976d2' } });

let admin: string;
let operator: string;
let PNG: Buffer;
let JPEG: Buffer;
beforeAll(async () => {
  [admin, operator, PNG, JPEG] = await Promise.all([signIn('admin'), signIn('operator'), square().png().toBuffer(), square().jpeg().toBuffer()]);
});

/** The logo calls send raw bytes, not JSON. */
async function upload(data: Buffer, contentType: string, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': contentType, 'X-Forwarded-For': newAddress() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${inject('baseUrl')}/v1/company/logo`, { method: 'PUT', headers, body: new Uint8Array(data) });
  return { status: res.status, body: (await res.json()) as { code: number; message: string; payload: { logoUrl: string | null } } };
}
const fetchLogo = (url = '/v1/company/logo', headers: Record<string, string> = {}) => fetch(`${inject('baseUrl')}${url}`, { headers });
const logoUrl = async () => (await api<{ logoUrl: string | null }>('/v1/company_master/my-company', { token: operator })).body.payload.logoUrl;

describe('company logo', () => {
  it('is uploaded by a holder of COMPANY_LOGO_UPDATE and served publicly with caching headers', async () => {
    const answer = await upload(PNG, 'image/png', admin);
    expect(answer.status).toBe(200);
    const url = answer.body.payload.logoUrl!;
    expect(url).toMatch(/^\/v1\/company\/logo\?v=\d+$/);
    expect(await logoUrl()).toBe(url);

    const served = await fetchLogo(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const stored = Buffer.from(await served.arrayBuffer());
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
    const etag = served.headers.get('etag')!;
    expect((await fetchLogo('/v1/company/logo', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('needs a token and the permission', async () => {
    expect((await upload(PNG, 'image/png')).status).toBe(401);
    const denied = await upload(PNG, 'image/png', operator);
    expect(denied.status).toBe(403);
    expectEnvelope(await api('/v1/company/logo', { method: 'DELETE', token: operator }), 403);
    expectEnvelope(await api('/v1/company/logo', { method: 'DELETE' }), 401);
  });

  it('refuses other types, oversized files and bytes that are not the declared type, storing nothing', async () => {
    await upload(JPEG, 'image/jpeg', admin);
    const before = await logoUrl();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const answers = [
      [await upload(svg, 'image/svg+xml', admin), 415],
      [await upload(Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]), 'image/png', admin), 413],
      [await upload(svg, 'image/png', admin), 400],
      [await upload(FAKE_PNG, 'image/png', admin), 400],
      [await upload(PNG, 'image/webp', admin), 400],
      [await upload(Buffer.alloc(0), 'image/png', admin), 400],
    ] as const;
    for (const [answer, status] of answers) {
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ code: status, message: expect.any(String) });
    }
    expect(await logoUrl()).toBe(before);
    expect((await fetchLogo()).headers.get('content-type')).toBe('image/jpeg');
  });

  it('is decoded and written anew, so a PNG whose bytes are also HTML is served as a clean image', async () => {
    // A real PNG followed by an HTML page: a browser sniffing the bytes could run it as a page.
    const polyglot = Buffer.concat([PNG, Buffer.from(HTML)]);
    const answer = await upload(polyglot, 'image/png', admin);
    expect(answer.status).toBe(200);
    const served = Buffer.from(await (await fetchLogo(answer.body.payload.logoUrl!)).arrayBuffer());
    expect(served.includes('<script')).toBe(false);
    expect(served.includes('<html')).toBe(false);
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
  });

  it('can be removed', async () => {
    await upload(PNG, 'image/png', admin);
    expect((await api('/v1/company/logo', { method: 'DELETE', token: admin })).status).toBe(200);
    expect(await logoUrl()).toBeNull();
    expect((await fetchLogo()).status).toBe(404);
    expectEnvelope(await api('/v1/company/logo', { method: 'DELETE', token: admin }), 404);
  });
});
