/**
 * Reads and drops what is left of a request body, up to `maxBytes` or `maxMs`, whichever comes first:
 * a refused upload is still arriving when the answer is ready, and a socket closed on unread bytes is
 * reset, so the client would never read the answer. Past either bound the rest is abandoned.
 */
export async function drainBody(request: Request, maxBytes: number, maxMs: number): Promise<void> {
  const body = request.body;
  if (!body || body.locked) return;
  const reader = body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<'time'>((resolve) => {
    timer = setTimeout(() => resolve('time'), maxMs);
  });
  try {
    for (let read = 0; read <= maxBytes; ) {
      const chunk = await Promise.race([reader.read(), timeUp]);
      if (chunk === 'time' || chunk.done) return;
      read += chunk.value.byteLength;
    }
  } catch {
    // The client went away: nothing left to drain.
  } finally {
    clearTimeout(timer);
    void reader.cancel().catch(() => undefined);
  }
}
