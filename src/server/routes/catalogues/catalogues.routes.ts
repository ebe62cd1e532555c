import * as v from 'valibot';
import {
  CatalogueAnyFormSchema, CatalogueEntryParamsSchema, CatalogueEntrySchema, CatalogueListQuerySchema, CatalogueListSchema, CatalogueOptionSchema,
  CatalogueOptionsQuerySchema, CatalogueParamsSchema,
} from '../../../domain/catalogues/definitions';
import { ImportBodySchema, ImportResultSchema } from '../../../domain/import/columns';
import { defineRoute, named } from '../registry';
import {
  activateEntry, catalogueOptions, createEntry, deactivateEntry, deleteEntry, exportCatalogue, getEntry, importCatalogue, listCatalogue, updateEntry,
} from './catalogues.handlers';

const tag = 'Catalogues';
const entry = named(CatalogueEntrySchema, 'CatalogueEntry');
const base = '/v1/catalogues/:catalogue';
/** The spec gives the catalogue pages no permission: every signed-in user reads them (pickers need them too). */
const read = 'signed-in';
// chosen: writes need SETTING_MENU, the permission of the other admin screens (the spec names none for catalogues).
const write = 'SETTING_MENU';
const codeTaken = { 409: 'The code is taken in this catalogue (payload.fields)' };

export const catalogueRoutes = [
  defineRoute({
    method: 'get',
    path: base,
    access: read,
    tag,
    summary: 'Entries of one catalogue (accessory, source-type, dealer, carrier, model, sku-type, brand, error-code, area-code, repair-code), one page: search q, filters active / parent, sort and dir.',
    params: CatalogueParamsSchema,
    query: CatalogueListQuerySchema,
    payload: named(CatalogueListSchema, 'CatalogueList'),
    handler: listCatalogue,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/export`,
    access: read,
    tag,
    summary: 'Every entry matching the same filter as the list, as CSV (text/csv, not the envelope).',
    params: CatalogueParamsSchema,
    query: CatalogueListQuerySchema,
    payload: v.string(),
    handler: exportCatalogue,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/options`,
    access: read,
    tag,
    summary: 'The active entries of one catalogue for pickers, by name; parent narrows models to one brand.',
    params: CatalogueParamsSchema,
    query: CatalogueOptionsQuerySchema,
    payload: v.array(named(CatalogueOptionSchema, 'CatalogueOption')),
    handler: catalogueOptions,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/import`,
    access: write,
    tag,
    summary:
      'Imports entries from CSV (columns code, name, description, active, plus the parent and extra fields of the catalogue). mode: dry-run checks only; ' +
      'all-or-nothing writes nothing unless every row is valid; valid-only writes the valid rows. Invalid rows come back with their line number.',
    params: CatalogueParamsSchema,
    body: ImportBodySchema,
    payload: named(ImportResultSchema, 'ImportResult'),
    errors: { 409: 'A record was added by someone else while the import ran' },
    handler: importCatalogue,
  }),
  defineRoute({ method: 'get', path: `${base}/:id`, access: read, tag, summary: 'One entry.', params: CatalogueEntryParamsSchema, payload: entry, handler: getEntry }),
  defineRoute({
    method: 'post',
    path: base,
    access: write,
    tag,
    summary: 'Creates an entry; the code is unique in its catalogue whatever its case. A model needs parentId (its brand).',
    params: CatalogueParamsSchema,
    body: CatalogueAnyFormSchema,
    payload: entry,
    errors: codeTaken,
    handler: createEntry,
  }),
  defineRoute({
    method: 'put',
    path: `${base}/:id`,
    access: write,
    tag,
    summary: 'Changes an entry.',
    params: CatalogueEntryParamsSchema,
    body: CatalogueAnyFormSchema,
    payload: entry,
    errors: codeTaken,
    handler: updateEntry,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/:id/deactivate`,
    access: write,
    tag,
    summary: 'Deactivates an entry: records using it keep it, pickers no longer offer it.',
    params: CatalogueEntryParamsSchema,
    payload: entry,
    handler: deactivateEntry,
  }),
  defineRoute({ method: 'post', path: `${base}/:id/activate`, access: write, tag, summary: 'Activates an entry again.', params: CatalogueEntryParamsSchema, payload: entry, handler: activateEntry }),
  defineRoute({
    method: 'delete',
    path: `${base}/:id`,
    access: write,
    tag,
    summary: 'Deletes an entry nothing uses.',
    params: CatalogueEntryParamsSchema,
    payload: v.null(),
    errors: { 409: 'The entry is in use (payload.usedBy, e.g. {models: 3, skus: 12})' },
    handler: deleteEntry,
  }),
];
