import * as v from 'valibot';
import { ImportBodySchema, ImportResultSchema } from '../../../domain/import/columns';
import { IdParamSchema } from '../../../domain/lists/list-query';
import { SkuMovementPageSchema, SkuMovementQuerySchema } from '../../../domain/skus/sku-movements';
import {
  SkuActiveSchema, SkuBodySchema, SkuListQuerySchema, SkuListSchema, SkuLookupParamsSchema, SkuLookupQuerySchema, SkuLookupSchema, SkuOptionsSchema, SkuSchema,
} from '../../../domain/skus/skus';
import { defineRoute, named } from '../registry';
import { lookupByBarcode, skuOptions } from './sku-lookup.handlers';
import { exportSkuMovements, listSkuMovements } from './sku-movements.handlers';
import { createSku, deleteSku, exportSkusHandler, getSku, importSkus, listSkusHandler, setSkuActive, updateSku } from './skus.handlers';

const tag = 'SKUs';
const sku = named(SkuSchema, 'Sku');
// chosen: the SKU master (list, detail, form, options) → SKU_MANAGEMENT, as its pages in pages.ts.
const access = 'SKU_MANAGEMENT';
// The SAP Movement page's permission (spec: sku-detail-movement → BIN_MANAGEMENT).
const movementAccess = 'BIN_MANAGEMENT';

export const skuRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/skus',
    access,
    tag,
    summary: 'SKUs, one page: search q (code, description, barcode, SAP number), filters client / brand / type / serialised / active, sort and dir.',
    query: SkuListQuerySchema,
    payload: named(SkuListSchema, 'SkuList'),
    handler: listSkusHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/skus/export',
    access,
    tag,
    summary: 'Every SKU matching the same filter as the list, as CSV in the columns of the SKU import (barcodes |-separated, yes/no flags).',
    query: SkuListQuerySchema,
    payload: v.string(),
    handler: exportSkusHandler,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/skus/import',
    access,
    tag,
    summary:
      'Imports new SKUs from CSV (columns client_code, code, description, type_code, brand_code, model_code, serialised, unit, sap_material_number, ' +
      'barcodes |-separated, active). mode: dry-run checks only; all-or-nothing writes nothing unless every row is valid; valid-only writes the valid rows.',
    body: ImportBodySchema,
    payload: named(ImportResultSchema, 'ImportResult'),
    errors: { 409: 'A SKU or barcode was added by someone else while the import ran' },
    handler: importSkus,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/skus/options',
    access,
    tag,
    summary: 'What the SKU form picks from: active clients, brands, models (with their brand) and SKU types.',
    payload: named(SkuOptionsSchema, 'SkuOptions'),
    handler: skuOptions,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/skus/by-barcode/:barcode',
    // chosen: signed-in here, RECEIVING_DETAIL_SCAN or SKU_MANAGEMENT checked by the handler (a route names one permission).
    access: 'signed-in',
    tag,
    summary:
      'The SKUs holding a scanned barcode, optionally of one client. A GTIN matches however it is printed (UPC-A, EAN-13, GTIN-14), ' +
      'also inside a GS1 string (AI 01). Needs RECEIVING_DETAIL_SCAN or SKU_MANAGEMENT.',
    params: SkuLookupParamsSchema,
    query: SkuLookupQuerySchema,
    payload: named(SkuLookupSchema, 'SkuLookup'),
    handler: lookupByBarcode,
  }),
  defineRoute({ method: 'get', path: '/v1/skus/:id', access, tag, summary: 'One SKU with its barcodes.', params: IdParamSchema, payload: sku, handler: getSku }),
  defineRoute({
    method: 'post',
    path: '/v1/skus',
    access,
    tag,
    summary: 'Creates a SKU with its barcodes.',
    body: SkuBodySchema,
    payload: sku,
    errors: { 409: 'The code or a barcode is in use for this client (payload.fields)' },
    handler: createSku,
  }),
  defineRoute({
    method: 'put',
    path: '/v1/skus/:id',
    access,
    tag,
    summary: 'Changes a SKU; its barcodes are replaced by the list sent, in the same transaction.',
    params: IdParamSchema,
    body: SkuBodySchema,
    payload: sku,
    errors: { 409: 'The code or a barcode is in use for this client (payload.fields)' },
    handler: updateSku,
  }),
  defineRoute({
    method: 'put',
    path: '/v1/skus/:id/active',
    access,
    tag,
    summary: 'Activates or deactivates a SKU.',
    params: IdParamSchema,
    body: SkuActiveSchema,
    payload: sku,
    handler: setSkuActive,
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/skus/:id',
    access,
    tag,
    summary: 'Deletes a SKU nothing refers to; a used one answers 409 with payload.usedBy (deactivate it instead).',
    params: IdParamSchema,
    payload: v.null(),
    errors: { 409: 'Movements (later items, documents) refer to the SKU (payload.usedBy)' },
    handler: deleteSku,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/skus/:id/movements',
    access: movementAccess,
    tag,
    summary: 'The SKU’s rows of the movement ledger, newest first, with their SAP posting state; filter sapStatus, search q.',
    params: IdParamSchema,
    query: SkuMovementQuerySchema,
    payload: named(SkuMovementPageSchema, 'SkuMovementPage'),
    handler: listSkuMovements,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/skus/:id/movements/export',
    access: movementAccess,
    tag,
    summary: 'The same rows as the SAP Movement page, as CSV.',
    params: IdParamSchema,
    query: SkuMovementQuerySchema,
    payload: v.string(),
    handler: exportSkuMovements,
  }),
];
