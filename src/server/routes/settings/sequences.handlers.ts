import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { type DocType, type IssueNumbersSchema, type SequenceInput, isDocType } from '../../../domain/settings/sequences';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { sequences } from '../../db/schema/admin';
import { company } from '../../db/schema/company';
import { auditCaller } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { ensureSequence, nextNumbers, readSequences } from '../../settings/sequences';

function docTypeOf(c: AppContext): DocType {
  const docType = c.req.param('docType') ?? '';
  if (!isDocType(docType)) throw new AppError(404, `There is no document type "${docType}".`);
  return docType;
}

export async function listSequences(c: AppContext) {
  const { db } = c.get('deps');
  const { companyId } = authOf(c);
  const [org] = await db.select({ timeZone: company.timeZone }).from(company).where(eq(company.id, companyId));
  return ok(c, { timeZone: org?.timeZone ?? 'UTC', sequences: await readSequences(db, companyId) });
}

export async function updateSequence(c: AppContext, body: SequenceInput) {
  const docType = docTypeOf(c);
  const { companyId } = authOf(c);
  const saved = await c.get('deps').db.transaction(async (tx) => {
    await ensureSequence(tx, companyId, docType);
    const where = and(eq(sequences.companyId, companyId), eq(sequences.docType, docType));
    // The row lock keeps a number issued meanwhile from slipping under the check below.
    const [before] = await tx
      .select({ prefix: sequences.prefix, datePart: sequences.datePart, padding: sequences.padding, nextValue: sequences.nextValue })
      .from(sequences)
      .where(where)
      .for('update');
    if (!before) throw new Error(`sequence ${docType} vanished`);
    if (body.nextValue < before.nextValue) {
      throw new AppError(409, `The next value cannot go below ${before.nextValue}: the numbers before it have been issued and would repeat.`, {
        nextValue: before.nextValue,
      });
    }
    await tx.update(sequences).set({ ...body, updatedAt: c.get('deps').now() }).where(where);
    await auditCaller(c, { action: 'settings.sequence_update', entity: 'sequence', entityId: docType, detail: { before, after: body } }, tx);
    return { docType, ...body };
  });
  return ok(c, saved);
}

export async function issueNumbers(c: AppContext, body: v.InferOutput<typeof IssueNumbersSchema>) {
  const docType = docTypeOf(c);
  const { companyId } = authOf(c);
  const deps = c.get('deps');
  const numbers = await deps.db.transaction(async (tx) => {
    const issued = await nextNumbers(tx, companyId, docType, body.count, deps.now());
    await auditCaller(c, { action: 'settings.sequence_issue', entity: 'sequence', entityId: docType, detail: { count: body.count, first: issued[0], last: issued.at(-1) } }, tx);
    return issued;
  });
  return ok(c, { numbers });
}
