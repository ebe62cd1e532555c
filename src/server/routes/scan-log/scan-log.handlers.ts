import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { ScanLogItem, ScanLogQuery } from '../../../domain/scan/scan-log';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { scanLog } from '../../db/schema/scan';
import { ok } from '../../lib/respond';

export async function listScanLog(c: AppContext, _body: undefined, query: ScanLogQuery) {
  const { db } = c.get('deps');
  const auth = authOf(c);
  const filter = and(
    eq(scanLog.companyId, auth.companyId),
    query.device === undefined ? undefined : eq(scanLog.device, query.device),
    query.username === undefined ? undefined : eq(sql`lower(${scanLog.username})`, query.username.toLowerCase()),
  );
  const before = query.before === undefined ? undefined : new Date(query.before);
  // Row comparison on (received_at, id), the order of the index, so paging skips no scan sharing a millisecond.
  const page = !before
    ? undefined
    : query.beforeId
      ? sql`(${scanLog.receivedAt}, ${scanLog.id}) < (${before.toISOString()}::timestamptz, ${query.beforeId}::uuid)`
      : lt(scanLog.receivedAt, before);
  const rows = await db
    .select({
      id: scanLog.id,
      device: scanLog.device,
      username: scanLog.username,
      code: scanLog.code,
      source: scanLog.source,
      parsed: scanLog.parsed,
      scannedAt: scanLog.scannedAt,
      receivedAt: scanLog.receivedAt,
    })
    .from(scanLog)
    .where(and(filter, page))
    .orderBy(desc(scanLog.receivedAt), desc(scanLog.id))
    .limit(query.limit);
  const [counted] = await db.select({ total: count() }).from(scanLog).where(filter);
  const items: ScanLogItem[] = rows.map((row) => ({
    ...row,
    scannedAt: row.scannedAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
  }));
  return ok(c, { items, total: counted?.total ?? 0 });
}
