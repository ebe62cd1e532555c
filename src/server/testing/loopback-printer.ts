import { type AddressInfo, createServer } from 'node:net';

const HEADER_END = '\r\n\r\n';

/**
 * The ZPL of an HTTP POST, once its body is all in (a browser sends labels this way and waits for an
 * answer, never half-closing the connection); null until then, or when the bytes are no HTTP request.
 */
function httpBody(bytes: Buffer): string | null {
  const text = bytes.toString('utf8');
  if (!text.startsWith('POST ')) return null;
  const end = text.indexOf(HEADER_END);
  if (end < 0) return null;
  const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
  const body = bytes.subarray(Buffer.byteLength(text.slice(0, end + HEADER_END.length)));
  return body.length >= length ? body.subarray(0, length).toString('utf8') : null;
}

/**
 * A network label printer on loopback: a TCP listener that keeps what each connection sent, one job
 * each: the raw bytes when the sender half-closes (the server's port-9100 jobs), or the body of an HTTP
 * POST (a packing station printing straight from the browser), which it answers with 204.
 */
export async function startLoopbackPrinter(): Promise<{ port: number; jobs: string[]; close: () => Promise<void> }> {
  const jobs: string[] = [];
  const server = createServer((socket) => {
    const chunks: Buffer[] = [];
    let done = false;
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const body = done ? null : httpBody(Buffer.concat(chunks));
      if (body === null) return;
      done = true;
      jobs.push(body);
      socket.end('HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n');
    });
    socket.on('end', () => {
      if (!done) jobs.push(Buffer.concat(chunks).toString('utf8'));
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, jobs, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
