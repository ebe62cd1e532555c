// The API as the benches call it from Node: JSON in, the envelope's payload out, anything else thrown.

export async function call<T>(url: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await fetch(url, { method: init.body ? 'POST' : 'GET', headers, body: init.body ? JSON.stringify(init.body) : undefined });
  const envelope = (await res.json()) as { code: number; message: string; payload: T };
  // Creations answer 201.
  if (!res.ok || (envelope.code !== 200 && envelope.code !== 201)) throw new Error(`${url} answered ${res.status}: ${envelope.message}`);
  return envelope.payload;
}

export const signIn = async (url: string, username: string) =>
  (await call<{ token: string }>(`${url}/v1/auth/login`, { body: { username, password: 'demo1234' } })).token;
