import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  CATALOGUES, type CatalogueFormInput, type CatalogueKey, type CatalogueListQuery, catalogueFormSchema, CATALOGUE_KEYS,
} from '../../../domain/catalogues/definitions';
import type { ImportBody } from '../../../domain/import/columns';
import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import { fieldErrorsFromIssues } from '../../../domain/validation';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { catalogueEntries } from '../../db/schema/master';
import { auditCaller } from '../../lib/audit';
import { runImport } from '../../lib/csv-import';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { csvResponse } from '../../lib/list';
import { assertUnused } from '../../lib/references';
import { ok } from '../../lib/respond';
import { catalogueImportSpec } from './catalogue-import';
import { CATALOGUE_REFERENCES } from './catalogue-references';
import { activeOptions, exportEntries, findEntry, inCatalogue, listEntries } from './catalogue-rows';

type Params = { catalogue: CatalogueKey };
type EntryParams = Params & { id: string };

const FORM_SCHEMAS = Object.fromEntries(CATALOGUE_KEYS.map((key) => [key, catalogueFormSchema(CATALOGUES[key])])) as Record<CatalogueKey, ReturnType<typeof catalogueFormSchema>>;

const fieldError = (status: 400 | 409, field: string, rule: string, message: string) => new AppError(status, message, { fields: [{ field, rule, message }] });
const codeTaken = () => fieldError(409, 'code', 'unique', 'An entry with this code exists already.');
const noEntry = () => new AppError(404, 'No such entry.');

/** The route checked the widest body; here the catalogue's own schema (parent required, extra fields). */
function formOf(catalogue: CatalogueKey, body: unknown): CatalogueFormInput {
  const parsed = v.safeParse(FORM_SCHEMAS[catalogue], body);
  if (!parsed.success) throw new AppError(400, 'Some fields are not valid.', { fields: fieldErrorsFromIssues(parsed.issues) });
  return parsed.output;
}

/** The parent must be an entry of the parent catalogue; a newly chosen one must be active. */
async function checkParent(db: Database, companyId: string, catalogue: CatalogueKey, parentId: string | null | undefined, current: string | null): Promise<string | null> {
  const parentCatalogue = CATALOGUES[catalogue].parent;
  if (!parentCatalogue || !parentId) return null;
  const [row] = await db
    .select({ active: catalogueEntries.active })
    .from(catalogueEntries)
    .where(and(inCatalogue(companyId, parentCatalogue), eq(catalogueEntries.id, parentId)))
    .limit(1);
  if (!row) throw fieldError(400, 'parentId', 'unknown', `No such ${parentCatalogue}.`);
  if (!row.active && parentId !== current) throw fieldError(400, 'parentId', 'inactive', `This ${parentCatalogue} is inactive.`);
  return parentId;
}

export async function listCatalogue(c: AppContext, _body: undefined, query: CatalogueListQuery, { catalogue }: Params) {
  const page = await listEntries(c.get('deps').db, authOf(c).companyId, catalogue, query);
  return ok(c, { ...page, page: query.page, pageSize: query.pageSize });
}

export async function exportCatalogue(c: AppContext, _body: undefined, query: CatalogueListQuery, { catalogue }: Params) {
  const rows = await exportEntries(c.get('deps').db, authOf(c).companyId, catalogue, query, EXPORT_MAX_ROWS);
  const definition = CATALOGUES[catalogue];
  const extras = definition.extraFields.map((field) => field.name);
  return csvResponse(
    c,
    `${catalogue}.csv`,
    ['code', 'name', 'description', 'active', ...(definition.parent ? [definition.parent] : []), ...extras, 'created_at'],
    rows.map((e) => [e.code, e.name, e.description, e.active, ...(definition.parent ? [e.parentName] : []), ...extras.map((name) => e.attributes[name]), e.createdAt]),
  );
}

export async function catalogueOptions(c: AppContext, _body: undefined, query: { parent?: string | undefined }, { catalogue }: Params) {
  return ok(c, await activeOptions(c.get('deps').db, authOf(c).companyId, catalogue, query.parent));
}

export async function getEntry(c: AppContext, _body: undefined, _query: undefined, { catalogue, id }: EntryParams) {
  const entry = await findEntry(c.get('deps').db, authOf(c).companyId, catalogue, id);
  if (!entry) throw noEntry();
  return ok(c, entry);
}

export async function createEntry(c: AppContext, body: unknown, _query: undefined, { catalogue }: Params) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const form = formOf(catalogue, body);
  const id = await deps.db
    .transaction(async (tx) => {
      const parentId = await checkParent(tx, auth.companyId, catalogue, form.parentId, null);
      const [row] = await tx
        .insert(catalogueEntries)
        .values({
          companyId: auth.companyId, catalogue, code: form.code, name: form.name, description: form.description, active: form.active,
          parentId, attributes: form.attributes ?? {}, createdAt: deps.now(), updatedAt: deps.now(),
        })
        .returning({ id: catalogueEntries.id });
      if (!row) throw new Error('insert returned no row');
      await auditCaller(c, { action: 'catalogue.create', entity: 'catalogue-entry', entityId: row.id, detail: { catalogue, code: form.code, name: form.name } }, tx);
      return row.id;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? codeTaken() : error;
    });
  return ok(c, await findEntry(deps.db, auth.companyId, catalogue, id));
}

export async function updateEntry(c: AppContext, body: unknown, _query: undefined, { catalogue, id }: EntryParams) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const form = formOf(catalogue, body);
  const before = await findEntry(deps.db, auth.companyId, catalogue, id);
  if (!before) throw noEntry();
  await deps.db
    .transaction(async (tx) => {
      const parentId = await checkParent(tx, auth.companyId, catalogue, form.parentId, before.parentId);
      await tx
        .update(catalogueEntries)
        .set({ code: form.code, name: form.name, description: form.description, active: form.active, parentId, attributes: form.attributes ?? {}, updatedAt: deps.now() })
        .where(eq(catalogueEntries.id, id));
      const changes = Object.fromEntries(
        (['code', 'name', 'description', 'active', 'parentId'] as const)
          .filter((field) => before[field] !== (field === 'parentId' ? parentId : form[field]))
          .map((field) => [field, { from: before[field], to: field === 'parentId' ? parentId : form[field] }]),
      );
      await auditCaller(c, { action: 'catalogue.update', entity: 'catalogue-entry', entityId: id, detail: { catalogue, code: form.code, changes } }, tx);
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? codeTaken() : error;
    });
  return ok(c, await findEntry(deps.db, auth.companyId, catalogue, id));
}

/** Deactivation keeps the entry for the records using it but offers it no more in pickers. */
function setActive(active: boolean) {
  return async (c: AppContext, _body: undefined, _query: undefined, { catalogue, id }: EntryParams) => {
    const deps = c.get('deps');
    const auth = authOf(c);
    const entry = await findEntry(deps.db, auth.companyId, catalogue, id);
    if (!entry) throw noEntry();
    await deps.db.transaction(async (tx) => {
      await tx.update(catalogueEntries).set({ active, updatedAt: deps.now() }).where(eq(catalogueEntries.id, id));
      await auditCaller(c, { action: active ? 'catalogue.activate' : 'catalogue.deactivate', entity: 'catalogue-entry', entityId: id, detail: { catalogue, code: entry.code } }, tx);
    });
    return ok(c, await findEntry(deps.db, auth.companyId, catalogue, id));
  };
}

export const activateEntry = setActive(true);
export const deactivateEntry = setActive(false);

export async function deleteEntry(c: AppContext, _body: undefined, _query: undefined, { catalogue, id }: EntryParams) {
  const deps = c.get('deps');
  const entry = await findEntry(deps.db, authOf(c).companyId, catalogue, id);
  if (!entry) throw noEntry();
  await deps.db.transaction(async (tx) => {
    await assertUnused(tx, CATALOGUE_REFERENCES[catalogue], id, `${entry.code} (${entry.name})`);
    await tx.delete(catalogueEntries).where(eq(catalogueEntries.id, id));
    await auditCaller(c, { action: 'catalogue.delete', entity: 'catalogue-entry', entityId: id, detail: { catalogue, code: entry.code, name: entry.name } }, tx);
  });
  return ok(c, null);
}

export async function importCatalogue(c: AppContext, body: ImportBody, _query: undefined, { catalogue }: Params) {
  return ok(c, await runImport(c, catalogueImportSpec(authOf(c).companyId, catalogue, c.get('deps').now()), body));
}
