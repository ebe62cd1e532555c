import { type SQL, and, eq, sql } from 'drizzle-orm';
import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import type { Tag, TagFormInput, TagListQuery } from '../../../domain/tags/tags';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { tags } from '../../db/schema/master';
import { auditCaller } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { csvResponse, orderFor, pageOf, searchAny, totalOver } from '../../lib/list';
import { assertUnused, type Reference } from '../../lib/references';
import { ok } from '../../lib/respond';

type Id = { id: string };

/** Where a tag may be used; items join when they can carry tags, and a tag in use then cannot be deleted. */
const TAG_REFERENCES: readonly Reference[] = [];

const columns = { id: tags.id, name: tags.name, colour: tags.colour, active: tags.active, createdAt: tags.createdAt, updatedAt: tags.updatedAt };

const toTag = (row: Omit<Tag, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date }): Tag => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const nameTaken = () => new AppError(409, 'A tag with this name exists already.', { fields: [{ field: 'name', rule: 'unique', message: 'A tag with this name exists already.' }] });

const tagFilter = (companyId: string, query: TagListQuery): SQL | undefined =>
  and(eq(tags.companyId, companyId), searchAny(query.q, [tags.name]), query.active ? eq(tags.active, query.active === 'yes') : undefined);

const order = (query: TagListQuery) => orderFor(query, { name: sql`lower(${tags.name})`, active: tags.active, createdAt: tags.createdAt }, { sort: 'name', dir: 'asc' }, tags.id);

async function findTag(db: Database, companyId: string, id: string): Promise<Tag | null> {
  const [row] = await db.select(columns).from(tags).where(and(eq(tags.companyId, companyId), eq(tags.id, id))).limit(1);
  return row ? toTag(row) : null;
}

export async function listTags(c: AppContext, _body: undefined, query: TagListQuery) {
  const { db } = c.get('deps');
  const where = tagFilter(authOf(c).companyId, query);
  const rows = await db.select({ ...columns, total: totalOver }).from(tags).where(where).orderBy(...order(query)).limit(pageOf(query).limit).offset(pageOf(query).offset);
  const total = rows[0]?.total ?? (query.page > 1 ? ((await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(tags).where(where))[0]?.n ?? 0) : 0);
  return ok(c, { items: rows.map(({ total: _total, ...row }) => toTag(row)), total, page: query.page, pageSize: query.pageSize });
}

export async function exportTags(c: AppContext, _body: undefined, query: TagListQuery) {
  const rows = await c.get('deps').db.select(columns).from(tags).where(tagFilter(authOf(c).companyId, query)).orderBy(...order(query)).limit(EXPORT_MAX_ROWS);
  return csvResponse(c, 'tags.csv', ['name', 'colour', 'active', 'created_at'], rows.map((t) => [t.name, t.colour, t.active, t.createdAt]));
}

export async function getTag(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  const tag = await findTag(c.get('deps').db, authOf(c).companyId, id);
  if (!tag) throw new AppError(404, 'No such tag.');
  return ok(c, tag);
}

export async function createTag(c: AppContext, body: TagFormInput) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const id = await deps.db
    .transaction(async (tx) => {
      const [row] = await tx.insert(tags).values({ companyId: auth.companyId, ...body, createdAt: deps.now(), updatedAt: deps.now() }).returning({ id: tags.id });
      if (!row) throw new Error('insert returned no row');
      await auditCaller(c, { action: 'tag.create', entity: 'tag', entityId: row.id, detail: { ...body } }, tx);
      return row.id;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken() : error;
    });
  return ok(c, await findTag(deps.db, auth.companyId, id));
}

export async function updateTag(c: AppContext, body: TagFormInput, _query: undefined, { id }: Id) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const before = await findTag(deps.db, auth.companyId, id);
  if (!before) throw new AppError(404, 'No such tag.');
  await deps.db
    .transaction(async (tx) => {
      await tx.update(tags).set({ ...body, updatedAt: deps.now() }).where(eq(tags.id, id));
      const changes = Object.fromEntries((['name', 'colour', 'active'] as const).filter((f) => before[f] !== body[f]).map((f) => [f, { from: before[f], to: body[f] }]));
      await auditCaller(c, { action: 'tag.update', entity: 'tag', entityId: id, detail: { name: body.name, changes } }, tx);
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken() : error;
    });
  return ok(c, await findTag(deps.db, auth.companyId, id));
}

export async function deleteTag(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  const deps = c.get('deps');
  const tag = await findTag(deps.db, authOf(c).companyId, id);
  if (!tag) throw new AppError(404, 'No such tag.');
  await deps.db.transaction(async (tx) => {
    await assertUnused(tx, TAG_REFERENCES, id, `The tag ${tag.name}`);
    await tx.delete(tags).where(eq(tags.id, id));
    await auditCaller(c, { action: 'tag.delete', entity: 'tag', entityId: id, detail: { name: tag.name } }, tx);
  });
  return ok(c, null);
}
