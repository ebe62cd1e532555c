import { inject, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../src/domain/settings/logo';
import { api, expectEnvelope, newAddress, signIn } from './helpers';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a png')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('rest of a jpeg')]);

let admin: string;
let operator: string;
beforeAll(async () => {
  [admin, operator] = await Promise.all([signIn('admin'), signIn('operator')]);
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
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
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

  it('can be removed', async () => {
    await upload(PNG, 'image/png', admin);
    expect((await api('/v1/company/logo', { method: 'DELETE', token: admin })).status).toBe(200);
    expect(await logoUrl()).toBeNull();
    expect((await fetchLogo()).status).toBe(404);
    expectEnvelope(await api('/v1/company/logo', { method: 'DELETE', token: admin }), 404);
  });
});
