import { Socket } from 'node:net';
import type { PrintFailure, PrintResult } from '../../domain/printing/printers';

/** Why sendRaw gave up, in the words of PrintFailure. */
export class SendRawError extends Error {
  constructor(
    readonly reason: Extract<PrintFailure, 'timeout' | 'refused' | 'unreachable'>,
    message: string,
  ) {
    super(message);
  }
}

function failureOf(error: NodeJS.ErrnoException, host: string, port: number): SendRawError {
  if (error.code === 'ECONNREFUSED') return new SendRawError('refused', `${host}:${port} refused the connection.`);
  return new SendRawError('unreachable', `${host}:${port} cannot be reached (${error.code ?? error.message}).`);
}

/**
 * Sends bytes to a raw TCP printer port (JetDirect / "port 9100"): connect, write, half-close. It
 * resolves once every byte is handed to the connection the printer accepted, and rejects with a
 * SendRawError if connecting and writing together take longer than `timeoutMs` (a printer that is
 * off or asleep usually never answers the connect, so nothing else would end the wait).
 */
export function sendRaw(host: string, port: number, bytes: Uint8Array | string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let settled = false;
    const finish = (error?: SendRawError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        socket.destroy();
        reject(error);
      } else {
        resolve();
      }
    };
    const timer = setTimeout(() => finish(new SendRawError('timeout', `${host}:${port} did not answer within ${timeoutMs / 1000} s.`)), timeoutMs);
    socket.once('error', (error: NodeJS.ErrnoException) => finish(failureOf(error, host, port)));
    // The printer closes its side once it has read the job; our side closes after the half-close.
    socket.on('end', () => socket.destroy());
    socket.connect({ host, port }, () => {
      socket.end(bytes, () => finish());
    });
  });
}

/** How long a print may wait for a printer before it counts as not answering. */
export const PRINT_TIMEOUT_MS = 3_000;

/** Sends a ZPL job and says whether the printer took it; a printer that does not answer is an answer too, never an exception. */
export async function sendZpl(host: string, port: number, zpl: string, timeoutMs = PRINT_TIMEOUT_MS): Promise<PrintResult> {
  try {
    await sendRaw(host, port, Buffer.from(zpl, 'utf8'), timeoutMs);
    return { printed: true };
  } catch (error) {
    if (error instanceof SendRawError) return { printed: false, reason: error.reason, error: error.message };
    throw error;
  }
}
