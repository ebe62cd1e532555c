import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, interval, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from './client';

const sample = pgTable('parser_sample', {
  name: text('name').primaryKey(),
  at: timestamp('at', { withTimezone: true }),
  local: timestamp('local'),
  day: date('day'),
  span: interval('span'),
  amount: numeric('amount'),
  data: jsonb('data'),
  days: date('days').array(),
});

const row = {
  name: 'a',
  at: new Date('2026-03-04T05:06:07.089Z'),
  local: new Date('2026-03-04T05:06:07.089Z'),
  day: '2026-03-04',
  span: '1 day 02:03:04',
  amount: '12.50',
  data: { kind: 'plain', list: [1, 'x'] },
  days: ['2026-01-01', '2026-12-31'],
};

async function exercise(db: Database) {
  await db.execute(sql`create table parser_sample (name text primary key, at timestamptz, local timestamp, day date, span interval, amount numeric, data jsonb, days date[])`);
  await db.insert(sample).values(row);
  const plain = await db.select().from(sample);
  // Without columns to map, drizzle hands over what the driver parsed.
  const raw = (await db.execute(sql`select at, day, span, days from parser_sample`)) as { rows: unknown[] };
  const inTx = await db.transaction((tx) => tx.select().from(sample));
  const rolledBack = await db
    .transaction(async (tx) => {
      await tx.insert(sample).values({ ...row, name: 'b' });
      throw new Error('undo');
    })
    .catch((err: Error) => err.message);
  return { plain, raw: raw.rows, inTx, rolledBack, count: (await db.select().from(sample)).length };
}

let dir: string;
let handle: DatabaseHandle;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'warehouse-client-'));
  handle = await openDatabase({ dataDir: dir });
}, 60_000);
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database', { timeout: 60_000 }, () => {
  it('reads every type exactly as drizzle does with its per-query parsers, in and out of transactions', async () => {
    const reference = await PGlite.create();
    try {
      const expected = await exercise(drizzle(reference));
      const actual = await exercise(handle.db);
      expect(actual).toEqual(expected);
      expect(actual.plain).toEqual([row]);
      expect(actual).toMatchObject({ rolledBack: 'undo', count: 1 });
    } finally {
      await reference.close();
    }
  });
});
