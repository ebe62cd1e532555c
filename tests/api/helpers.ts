import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { expect, inject } from 'vitest';
import type { AccountCreated } from '../../src/domain/accounts/accounts';
import type { RoleDetail } from '../../src/domain/accounts/roles';
import type { ApiEnvelope } from '../../src/domain/api';
import { accountBody, DEMO_PASSWORD, roleBody } from '../factories/accounts';
import { uniqueId } from '../factories/unique';


/** A client address of its own, so one test's failed logins never throttle another's. */
export function newAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export interface Answer<T = unknown> {
  status: number;
  body: ApiEnvelope<T>;
  headers: Headers;
  ms: number;
}

export async function api<T = unknown>(
  path: string,
  options: { method?: string; body?: unknown; token?: string; headers?: Record<string, string>; address?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'X-Forwarded-For': options.address ?? newAddress(), ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const started = performance.now();
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  // CSV exports answer text; everything else the envelope.
  const body = (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : { code: res.status, message: '', payload: text }) as ApiEnvelope<T>;
  return { status: res.status, body, headers: res.headers, ms: performance.now() - started };
}

export interface SessionAnswer {
  user: { id: string; username: string; firstname: string; lastname: string; companyName: string; roles: { id: string; name: string; isSuperAdmin: boolean }[]; client: { id: string; name: string } | null };
  token: string;
  permissions: string[];
}

export interface Challenge {
  token: string;
  qrcode: string | null;
  otpauthUrl?: string;
}

export function login<T = SessionAnswer | Challenge>(username: string, password = DEMO_PASSWORD, options: { address?: string; headers?: Record<string, string> } = {}) {
  return api<T>('/v1/auth/login', { body: { username, password }, ...options });
}

/** Signs a demo user in (no second factor) and returns the session token. */
export async function signIn(username: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await login<SessionAnswer>(username, DEMO_PASSWORD, { headers });
  expect(answer.status).toBe(200);
  expect(answer.body.code).toBe(200);
  return answer.body.payload.token;
}

export function totp(secret: string, timestamp = Date.now()): number {
  return Number(TOTP.generate({ secret: Secret.fromBase32(secret), timestamp }));
}

export function expectEnvelope(answer: Answer, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ code: status, message: expect.any(String) });
  expect(answer.body).toHaveProperty('payload');
}

const HELD_PASSWORD = 'Aisle 9 counted twice';

/**
 * An account holding exactly `permissions` through a role of its own, invited and signed in through
 * the admin API as an admin would: how permission tests reach a route with one permission too few.
 */
export async function accountHolding(adminToken: string, permissions: readonly string[]): Promise<{ token: string; id: string; username: string; password: string }> {
  const role = await api<RoleDetail>('/v1/admin/roles', { token: adminToken, body: roleBody(`Role ${uniqueId()}`, permissions) });
  expect(role.status).toBe(200);
  const username = `held${uniqueId()}`;
  const created = await api<AccountCreated>('/v1/admin/accounts', {
    token: adminToken,
    body: accountBody(username, [role.body.payload.id], { firstname: 'Permission', lastname: 'Test' }),
  });
  expect(created.status).toBe(200);
  const invitation = new URL(created.body.payload.invitation.link!).searchParams.get('token');
  expect((await api('/v1/auth/reset-password', { body: { token: invitation, password: HELD_PASSWORD } })).status).toBe(200);
  const session = await api<{ token: string; user: { id: string } }>('/v1/auth/login', { body: { username, password: HELD_PASSWORD } });
  return { token: session.body.payload.token, id: session.body.payload.user.id, username, password: HELD_PASSWORD };
}

/** The signed-in token of an account holding exactly `permissions`. */
export const tokenHolding = async (adminToken: string, permissions: readonly string[]) => (await accountHolding(adminToken, permissions)).token;

/**
 * The id of the seeded role called `name`, searched by name: other test files create roles as they
 * run, so a seeded role need not be on the list's first page.
 */
export async function roleIdOf(adminToken: string, name: string): Promise<string> {
  const roles = await api<{ items: { id: string; name: string }[] }>(`/v1/admin/roles?q=${encodeURIComponent(name)}`, { token: adminToken });
  const role = roles.body.payload.items.find((item) => item.name === name);
  if (!role) throw new Error(`No role is called ${name}`);
  return role.id;
}

/** A portal login of `clientId` (role "Client portal"), invited and signed in as a client's user would be. */
export async function clientAccountOf(adminToken: string, clientId: string): Promise<{ token: string; id: string; username: string; email: string }> {
  const portalRole = await roleIdOf(adminToken, 'Client portal');
  const username = `portal${uniqueId()}`;
  const email = `${username}@client.example`;
  const created = await api<AccountCreated>(`/v1/clients/${clientId}/accounts`, {
    token: adminToken,
    body: accountBody(username, [portalRole], { firstname: 'Portal', lastname: 'Test', email }),
  });
  expect(created.status).toBe(200);
  const invitation = new URL(created.body.payload.invitation.link!).searchParams.get('token');
  expect((await api('/v1/auth/reset-password', { body: { token: invitation, password: HELD_PASSWORD } })).status).toBe(200);
  const session = await api<{ token: string; user: { id: string } }>('/v1/auth/login', { body: { username, password: HELD_PASSWORD } });
  return { token: session.body.payload.token, id: session.body.payload.user.id, username, email };
}
