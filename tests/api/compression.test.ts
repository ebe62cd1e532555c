import { type IncomingHttpHeaders, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

/** The answer's bytes as sent: fetch would decode them and hide what travelled. */
function raw(path: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, inject('baseUrl')), { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed API answers', () => {
  it('sends a JSON answer as brotli or gzip as asked, the same JSON once decoded', async () => {
    const identity = await raw('/v1/openapi.json', 'identity');
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toContain('Accept-Encoding');
    expect(Number(identity.headers['content-length'])).toBe(identity.bytes.length);
    const document = JSON.parse(identity.bytes.toString('utf8')) as unknown;

    const br = await raw('/v1/openapi.json', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.bytes.length).toBeLessThan(identity.bytes.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString('utf8'))).toEqual(document);

    const gzip = await raw('/v1/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(gzip.bytes).toString('utf8'))).toEqual(document);
    // A declared length must be the encoded one (or absent, chunked): a wrong one truncates the answer.
    for (const answer of [br, gzip]) {
      const length = answer.headers['content-length'];
      if (length !== undefined) expect(Number(length)).toBe(answer.bytes.length);
    }
  });

  it('leaves a small answer as it is: the encoding would cost more than it saves', async () => {
    const refused = await raw('/v1/auth/me', 'br, gzip');
    expect(refused.status).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.bytes.toString('utf8'))).toMatchObject({ code: 401 });
  });
});
