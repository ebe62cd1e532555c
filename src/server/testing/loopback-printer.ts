import { type AddressInfo, createServer } from 'node:net';

/** A network label printer on loopback: a TCP listener that keeps what each connection sent, one job each. */
export async function startLoopbackPrinter(): Promise<{ port: number; jobs: string[]; close: () => Promise<void> }> {
  const jobs: string[] = [];
  const server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      jobs.push(Buffer.concat(chunks).toString('utf8'));
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, jobs, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
