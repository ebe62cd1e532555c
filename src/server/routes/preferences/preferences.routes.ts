import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { PreferenceKeyParamSchema, PreferenceValueSchema } from '../../../domain/preferences';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { userPreferences } from '../../db/schema/admin';
import { ok } from '../../lib/respond';
import { defineRoute } from '../registry';

const tag = 'Preferences';

async function readPreference(c: AppContext, _body: undefined, _query: undefined, { key }: { key: string }) {
  const { db } = c.get('deps');
  const [row] = await db
    .select({ value: userPreferences.value })
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, authOf(c).user.id), eq(userPreferences.key, key)));
  return ok(c, row?.value ?? null);
}

/** Not audited: a column hidden on one's own screen changes nothing anyone else sees. */
async function writePreference(c: AppContext, body: unknown, _query: undefined, { key }: { key: string }) {
  const { db, now } = c.get('deps');
  const userId = authOf(c).user.id;
  await db
    .insert(userPreferences)
    .values({ userId, key, value: body, updatedAt: now() })
    .onConflictDoUpdate({ target: [userPreferences.userId, userPreferences.key], set: { value: body, updatedAt: now() } });
  return ok(c, body);
}

export const preferenceRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/me/preferences/:key',
    access: 'signed-in',
    tag,
    summary: 'A screen preference of the signed-in user (null when never saved).',
    params: PreferenceKeyParamSchema,
    payload: v.unknown(),
    handler: readPreference,
  }),
  defineRoute({
    method: 'put',
    path: '/v1/me/preferences/:key',
    access: 'signed-in',
    tag,
    summary: 'Saves a screen preference of the signed-in user (any JSON up to 4000 characters).',
    params: PreferenceKeyParamSchema,
    body: PreferenceValueSchema,
    payload: v.unknown(),
    handler: writePreference,
  }),
];
