import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressResponses } from './compress';

const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Row ${i}` })) };
const csvLines = Array.from({ length: 5000 }, (_, i) => `${i},unit ${i}\n`);

function app(): Hono {
  const hono = new Hono();
  hono.use('*', compressResponses());
  hono.get('/big', (c) => c.json(big));
  hono.get('/small', (c) => c.json({ ok: true }));
  hono.get('/tagged', (c) => c.json(big, 200, { ETag: '"v7"' }));
  hono.get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  hono.get('/already', (c) => c.body('x'.repeat(4096), 200, { 'Content-Type': 'text/plain', 'Content-Encoding': 'br' }));
  hono.get('/csv', (c) => {
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const line of csvLines) controller.enqueue(encoder.encode(line));
        controller.close();
      },
    });
    return c.body(stream, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });
  return hono;
}

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('choosing an encoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and the wildcard', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('BR;Q=0.5')).toBe('br');
  });
});

describe('compressing answers', () => {
  it('sends JSON as brotli or gzip as the browser accepts, with the same content', async () => {
    const br = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Length')).toBeNull();
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    const brBody = await bytes(br);
    expect(JSON.parse(brotliDecompressSync(brBody).toString())).toEqual(big);
    expect(brBody.length).toBeLessThan(JSON.stringify(big).length / 3);

    const gz = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(gz)).toString())).toEqual(big);
  });

  it('leaves alone what gains nothing: no accepted encoding, tiny bodies, images, bodies already encoded', async () => {
    const plain = await app().request('/big', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
    for (const path of ['/small', '/png']) {
      const res = await app().request(path, { headers: { 'Accept-Encoding': 'br' } });
      expect([path, res.headers.get('Content-Encoding')]).toEqual([path, null]);
    }
    const already = await app().request('/already', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(already.headers.get('Content-Encoding')).toBe('br');
    expect((await bytes(already)).toString()).toBe('x'.repeat(4096));
  });

  it('weakens a strong ETag on what it encodes: the bytes are no longer the identity ones', async () => {
    const br = await app().request('/tagged', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('ETag')).toBe('W/"v7"');
    const plain = await app().request('/tagged');
    expect(plain.headers.get('ETag')).toBe('"v7"');
  });

  it('compresses a streamed CSV export as it is written', async () => {
    const res = await app().request('/csv', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(csvLines.join(''));
  });
});
