import { type AddressInfo, type Server, type Socket, createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SendRawError, sendRaw, sendZpl } from './send-raw';

let server: Server | null = null;
const held: Socket[] = [];

afterEach(async () => {
  held.splice(0).forEach((socket) => socket.destroy());
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** A printer double on loopback: collects what each connection sent. */
async function listen(onConnection: (socket: Socket, received: Promise<string>) => void = () => undefined): Promise<number> {
  server = createServer((socket) => {
    held.push(socket);
    const chunks: Buffer[] = [];
    const received = new Promise<string>((resolve) => socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8'))));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    onConnection(socket, received);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('sendRaw', () => {
  it('delivers the bytes and half-closes', async () => {
    let job: Promise<string> | null = null;
    const port = await listen((socket, received) => {
      job = received;
      received.then(() => socket.end()).catch(() => undefined);
    });
    await sendRaw('127.0.0.1', port, '^XA^FDCafé^FS^XZ', 1_000);
    await expect(job).resolves.toBe('^XA^FDCafé^FS^XZ');
  });

  it('says a closed port refused', async () => {
    const error = await sendRaw('127.0.0.1', await closedPort(), 'x', 1_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendRawError);
    expect(error).toMatchObject({ reason: 'refused' });
  });

  it('gives up after the timeout when the printer stops reading', async () => {
    // A printer that accepts the connection but reads nothing: the job fills the socket buffers and stalls.
    const port = await listen((socket) => socket.pause());
    const started = Date.now();
    const error = await sendRaw('127.0.0.1', port, Buffer.alloc(64 * 1024 * 1024, 0x41), 300).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'timeout', message: expect.stringContaining('did not answer within 0.3 s') });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('sendZpl', () => {
  it('answers printed or not instead of throwing', async () => {
    const port = await listen((socket, received) => void received.then(() => socket.end()));
    await expect(sendZpl('127.0.0.1', port, '^XA^XZ')).resolves.toEqual({ printed: true });
    await expect(sendZpl('127.0.0.1', await closedPort(), '^XA^XZ')).resolves.toMatchObject({ printed: false, reason: 'refused', error: expect.stringContaining('refused') });
  });
});
