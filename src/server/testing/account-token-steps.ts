import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../db/schema/admin';
import { users } from '../db/schema/auth';
import type { appFixture } from './app-fixture';

/**
 * The steps the account-token tests share: read users and mail, and go through the reset routes.
 * `fx` is read on each call, as the fixture starts in the test file's beforeAll.
 */
export function accountTokenSteps(fx: () => Awaited<ReturnType<typeof appFixture>>) {
  let addressCount = 0;
  /** Each request from its own client address, so the per-address allowance is tested only where meant. */
  const fresh = () => ({ 'X-Forwarded-For': `198.51.100.${++addressCount}` });

  async function userNamed(username: string) {
    const [user] = await fx().db.select().from(users).where(eq(users.username, username));
    if (!user) throw new Error(`no user ${username}`);
    return user;
  }

  async function mailsTo(to: string) {
    return fx().db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
  }

  function tokenOf(link: string | null): string {
    const token = new URL(link ?? '').searchParams.get('token');
    if (!token) throw new Error(`no token in ${link}`);
    return token;
  }

  const requestReset = (login: string, headers = fresh()) => fx().request('/v1/auth/request-reset-password', { body: { login }, headers });
  const inspect = (token: string) => fx().request<{ kind?: string; username?: string; reason?: string }>('/v1/auth/account-token', { body: { token } });
  const reset = (token: string, password: string) => fx().request<{ kind?: string; reason?: string; fields?: { field: string; rule: string }[] }>('/v1/auth/reset-password', { body: { token, password } });

  /** Asks for a reset of `username` through the route and returns the token its mail carries. */
  async function resetToken(username: string): Promise<string> {
    fx().clock.now += 1000;
    expect((await requestReset(username)).status).toBe(200);
    const user = await userNamed(username);
    const [mail] = await mailsTo(user.email!);
    expect(mail?.createdAt.getTime()).toBe(fx().clock.now);
    return tokenOf(mail!.link);
  }

  return { userNamed, mailsTo, tokenOf, requestReset, inspect, reset, resetToken };
}
