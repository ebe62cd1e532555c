import { Readable, pipeline } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Text worth compressing: JSON, CSV, HTML, scripts, the manifest, SVG. Images and fonts already are. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|problem\+json|manifest\+json)|image\/svg\+xml)/i;
/** Below this, the encoding's own framing eats what it saves. */
const MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** The best encoding an Accept-Encoding header allows (q=0 refuses one), or none. */
export function chooseEncoding(header: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const allowed = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

/**
 * Reads the start of a body whose length is not declared (JSON answers say none): `small` when it ended
 * within MIN_BYTES. The body given back holds every byte read, then the rest.
 */
async function peek(body: ReadableStream<Uint8Array>): Promise<{ small: boolean; body: ReadableStream<Uint8Array> }> {
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (!done && size < MIN_BYTES) {
    const next = await reader.read();
    done = next.done;
    if (next.value) {
      head.push(next.value);
      size += next.value.length;
    }
  }
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
      if (done) controller.close();
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { small: done && size < MIN_BYTES, body: rest };
}

/**
 * Compresses every text answer made at request time (the API's JSON and CSV, the app's HTML): brotli
 * at a fast setting where the browser accepts it, gzip otherwise. Files already compressed at build
 * time (their Content-Encoding is set) pass untouched. Streams stay streams: a CSV export of a million
 * rows is compressed as it is written.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 206 || res.headers.has('Content-Encoding')) return;
    if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return;
    const length = res.headers.get('Content-Length');
    if (length !== null && Number(length) < MIN_BYTES) return;
    res.headers.append('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const { small, body: source } = await peek(res.body);
    if (small) {
      c.res = new Response(source, res);
      return;
    }
    const compressor =
      encoding === 'br'
        ? createBrotliCompress({
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              ...(length === null ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: Number(length) }),
            },
          })
        : createGzip({ level: 6 });
    // pipeline, not pipe: a stream that fails midway (a CSV export's query) ends the answer instead of
    // leaving it open, and a client that leaves stops the source.
    const body = pipeline(Readable.fromWeb(source as NodeReadableStream), compressor, () => undefined);
    // Assigning c.res merges the old headers back in, so the length and encoding are set afterwards.
    c.res = new Response(Readable.toWeb(body) as ReadableStream, res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    // The encoded bytes differ from the identity ones: a strong validator would claim they are the same.
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
