import type { ConnectionTest } from '../../domain/settings/shipping';

const TEST_TIMEOUT_MS = 5_000;

/**
 * "Test connection" of a carrier credential: a GET to its API URL with basic auth. Carriers differ in
 * what they answer at their base URL; a 2xx counts as reachable and accepted, anything else is shown
 * to the admin as it came. Redirects are not followed so the credentials go to the configured host only.
 */
export async function testConnection(url: string, username: string, secret: string): Promise<ConnectionTest> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (username || secret) headers.Authorization = `Basic ${Buffer.from(`${username}:${secret}`).toString('base64')}`;
  try {
    const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(TEST_TIMEOUT_MS) });
    await res.body?.cancel();
    const message = `HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`;
    return { ok: res.ok, status: res.status, message };
  } catch (err) {
    if (err instanceof DOMException && err.name === 'TimeoutError') {
      return { ok: false, status: null, message: `No answer within ${TEST_TIMEOUT_MS / 1000} s.` };
    }
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
    return { ok: false, status: null, message: `Could not connect: ${cause}` };
  }
}
