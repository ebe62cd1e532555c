import { and, eq, sql } from 'drizzle-orm';
import { type DocType, DOC_TYPES, type SequenceRow, defaultSequence, formatDocumentNumber } from '../../domain/settings/sequences';
import type { Database } from '../db/client';
import { sequences } from '../db/schema/admin';
import { company } from '../db/schema/company';

const rowOf = (r: { docType: string; prefix: string; datePart: string; padding: number; nextValue: number }) => r as SequenceRow;

/** Creates the document type's row with its defaults if it does not exist yet; never touches an existing one. */
export async function ensureSequence(db: Database, companyId: string, docType: DocType): Promise<void> {
  const { docType: _type, ...defaults } = defaultSequence(docType);
  await db.insert(sequences).values({ companyId, docType, ...defaults }).onConflictDoNothing();
}

/** Every document type's numbering, defaults for those never saved. */
export async function readSequences(db: Database, companyId: string): Promise<SequenceRow[]> {
  const rows = await db
    .select({ docType: sequences.docType, prefix: sequences.prefix, datePart: sequences.datePart, padding: sequences.padding, nextValue: sequences.nextValue })
    .from(sequences)
    .where(eq(sequences.companyId, companyId));
  const saved = new Map(rows.map((row) => [row.docType, rowOf(row)]));
  return DOC_TYPES.map((docType) => saved.get(docType) ?? defaultSequence(docType));
}

async function advance(db: Database, companyId: string, docType: DocType | Counter, count: number) {
  // One statement reads and moves the counter under the row's lock: a parallel caller (another
  // transaction, another API process) waits for it and then sees the advanced value, so no number
  // is handed out twice (DOMAIN.md invariant 3).
  const [row] = await db
    .update(sequences)
    .set({ nextValue: sql`${sequences.nextValue} + ${count}`, updatedAt: sql`now()` })
    .from(company)
    .where(and(eq(sequences.companyId, companyId), eq(sequences.docType, docType), eq(company.id, sequences.companyId)))
    .returning({ prefix: sequences.prefix, datePart: sequences.datePart, padding: sequences.padding, nextValue: sequences.nextValue, timeZone: company.timeZone });
  return row;
}

/**
 * Issues `count` consecutive numbers of `docType` (a document, or a block a handheld reserves for offline
 * use), formatted with the date part in the company's time zone. Call it with the transaction that
 * stores the documents: they commit together, and a rollback gives the numbers back with the counter.
 */
export async function nextNumbers(db: Database, companyId: string, docType: DocType, count = 1, at: Date = new Date()): Promise<string[]> {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  let row = await advance(db, companyId, docType, count);
  if (!row) {
    await ensureSequence(db, companyId, docType);
    row = await advance(db, companyId, docType, count);
  }
  if (!row) throw new Error(`No company ${companyId} to number ${docType} for.`);
  const first = row.nextValue - count;
  const settings = { prefix: row.prefix, datePart: row.datePart as SequenceRow['datePart'], padding: row.padding };
  return Array.from({ length: count }, (_, i) => formatDocumentNumber(settings, first + i, at, row.timeZone));
}

/**
 * Plain counters that number no document (the SSCC's serial reference): kept in the same locked row as
 * the document numbers, so they never repeat either, but never shown in the sequence config.
 */
export type Counter = 'sscc-serial';

/** Issues `count` consecutive values of `counter`, from 1. */
export async function nextSerials(db: Database, companyId: string, counter: Counter, count = 1): Promise<number[]> {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  let row = await advance(db, companyId, counter, count);
  if (!row) {
    await db.insert(sequences).values({ companyId, docType: counter, prefix: '', datePart: '', padding: 1, nextValue: 1 }).onConflictDoNothing();
    row = await advance(db, companyId, counter, count);
  }
  if (!row) throw new Error(`No company ${companyId} to count ${counter} for.`);
  const first = row.nextValue - count;
  return Array.from({ length: count }, (_, i) => first + i);
}
