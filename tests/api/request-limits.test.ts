import { type IncomingMessage, Agent, request } from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';

// One socket at most, kept alive between requests, as a browser or a proxy would.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

function send(path: string, body: string): Promise<{ status: number; connection: string | undefined; text: string }> {
  const url = new URL(path, inject('baseUrl'));
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res: IncomingMessage) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('a body over the size limit on a keep-alive connection', () => {
  it('answers 413 saying the connection closes, and the client carries on with its next request', async () => {
    const huge = JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'x' });
    const refused = await send('/v1/auth/login', huge);
    expect(refused.status).toBe(413);
    expect(refused.connection).toBe('close');
    expect(JSON.parse(refused.text)).toMatchObject({ code: 413 });

    const next = await send('/v1/auth/login', JSON.stringify({ username: 'nobody-here', password: 'wrong-password' }));
    expect(next.status).toBe(401);
  });
});
