import { createHash } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema/sync';

/** How long an applied key is remembered; a device that stays offline longer than this resends as new. */
export const KEEP_KEYS_DAYS = 30;

export type StoredResponse = typeof idempotencyKeys.$inferSelect['response'];

export interface StoredAnswer {
  requestHash: string;
  status: number;
  response: StoredResponse;
}

/**
 * JSON with object keys sorted at every depth, so the same change hashes the same whatever order the
 * device serialised it in (the key order of RFC 8785; payloads come from JSON.parse, so no undefined).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(kind: string, payload: unknown): string {
  return createHash('sha256').update(canonicalJson({ kind, payload })).digest('hex');
}

const answerColumns = { key: idempotencyKeys.key, requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.status, response: idempotencyKeys.response };

/**
 * The stored answers of whichever of these keys this user applied before, in one query. Another
 * account's key is never read: replaying it is a new mutation of this user (issue 16.5).
 */
export async function findStored(db: Database, userId: string, keys: readonly string[]): Promise<Map<string, StoredAnswer>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select(answerColumns)
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), inArray(idempotencyKeys.key, [...new Set(keys)])));
  return new Map(rows.map(({ key, ...answer }) => [key, answer]));
}

export interface KeyClaim {
  key: string;
  userId: string;
  kind: string;
  requestHash: string;
  /** The answer when known already, else a placeholder that storeAnswer replaces before the commit. */
  response: StoredResponse;
  at: Date;
}

/**
 * Claims keys inside the transaction that applies their changes, before the changes; answers the keys
 * this transaction got. On PostgreSQL a transaction claiming a key another one holds waits until that
 * one ends, then skips the key (it is taken) or, if the other rolled back, gets it; PGlite runs one
 * transaction at a time. Rows go in key order, so two transactions claiming overlapping sets take their
 * locks in the same order and cannot deadlock.
 */
export async function claimKeys(tx: Database, claims: readonly KeyClaim[]): Promise<Set<string>> {
  const rows = [...claims]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ at, ...claim }) => ({ ...claim, status: 200, createdAt: at }));
  const claimed = await tx.insert(idempotencyKeys).values(rows).onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] }).returning({ key: idempotencyKeys.key });
  return new Set(claimed.map((row) => row.key));
}

export async function storeAnswer(tx: Database, { userId, key }: { userId: string; key: string }, status: number, response: StoredResponse): Promise<void> {
  await tx.update(idempotencyKeys).set({ status, response }).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Forgets keys older than KEEP_KEYS_DAYS; run by the server's hourly prune. */
export async function pruneIdempotencyKeys(db: Database, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_KEYS_DAYS * 86_400_000)));
}
