import * as v from 'valibot';
import {
  LotDetailSchema, LotExpirySchema, LotFormSchema, LotListQuerySchema, LotListSchema, LotLookupQuerySchema, LotLookupSchema, LotNumberParamsSchema,
  LotOptionsSchema, LotSchema, LotSkuOptionsQuerySchema, LotSkuOptionsSchema,
} from '../../../domain/inventory/lots';
import { IdParamSchema } from '../../../domain/lists/list-query';
import { defineRoute, named } from '../registry';
import { createHandler, expiryHandler, exportHandler, getHandler, listHandler, lookupHandler, optionsHandler, skuOptionsHandler } from './lots.handlers';

const tag = 'Lots';
const base = '/v1/lots';
const access = 'LOT_MANAGEMENT';
const detail = named(LotDetailSchema, 'LotDetail');

export const lotRoutes = [
  defineRoute({
    method: 'get',
    path: base,
    access,
    tag,
    summary: 'Lots, one page, newest first, with units on hand and days to expiry: q searches lot number, SKU code and client code; filters client, sku, expiry (expired, within-30/60/90 days of today).',
    query: LotListQuerySchema,
    payload: named(LotListSchema, 'LotList'),
    handler: listHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/export`,
    access,
    tag,
    summary: 'Every lot matching the same filter as the list, as CSV.',
    query: LotListQuerySchema,
    payload: v.string(),
    handler: exportHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/options`,
    access,
    tag,
    summary: 'What the lot form picks from: the active clients.',
    payload: named(LotOptionsSchema, 'LotOptions'),
    handler: optionsHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/options/skus`,
    access,
    tag,
    summary: 'The active SKUs of one client, for the lot form.',
    query: LotSkuOptionsQuerySchema,
    payload: LotSkuOptionsSchema,
    handler: skuOptionsHandler,
  }),
  defineRoute({
    method: 'post',
    path: base,
    access,
    tag,
    summary: 'Creates a lot of an SKU of a client; an empty number takes the next of the lot sequence.',
    body: LotFormSchema,
    payload: named(LotSchema, 'Lot'),
    errors: { 409: 'The SKU has a lot of this number already, in any case (payload.fields)' },
    handler: createHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/number/:lotNumber`,
    access,
    tag,
    summary: 'The lots of a lot number (in any case), one per SKU; sku narrows them to one.',
    params: LotNumberParamsSchema,
    query: LotLookupQuerySchema,
    payload: named(LotLookupSchema, 'LotLookup'),
    handler: lookupHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/:id`,
    access,
    tag,
    summary: 'One lot with its units and their movements (newest first, up to 500 of each).',
    params: IdParamSchema,
    payload: detail,
    handler: getHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/:id/expiry`,
    access,
    tag,
    summary: 'Corrects the expiry of a lot and of its units, with a reason (audited).',
    params: IdParamSchema,
    body: LotExpirySchema,
    payload: detail,
    handler: expiryHandler,
  }),
];
