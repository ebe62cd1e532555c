import { ItemDetailEditSchema, ItemDetailSchema, ItemEditOptionsSchema, ItemParamsSchema } from '../../../domain/inventory/item-detail';
import { defineRoute, named } from '../registry';
import { editItemHandler, editOptionsHandler, getItemHandler } from './item-detail.handlers';

export const ITEMS_TAG = 'Items';
export const itemDetail = named(ItemDetailSchema, 'ItemDetail');

export const itemDetailRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/items/:wmsNumber',
    access: 'ITEM_DETAIL_VIEW',
    tag: ITEMS_TAG,
    summary:
      'One unit by its WMS number (any case): SKU, serial, client, lot, place, status, condition, error codes, tags, control number, ' +
      'and its movements oldest first. A deleted unit answers its tombstone (payload.deleted) with its history.',
    params: ItemParamsSchema,
    payload: itemDetail,
    handler: getItemHandler,
  }),
  defineRoute({
    method: 'put',
    path: '/v1/items/:wmsNumber',
    access: 'ITEM_DETAIL_EDIT',
    tag: ITEMS_TAG,
    summary: 'Sets condition, error codes (catalogue error-code), tags and notes; a changed serial needs serialReason. Audited as item.detail-edit.',
    params: ItemParamsSchema,
    body: ItemDetailEditSchema,
    payload: itemDetail,
    errors: { 409: 'Another unit of this SKU in stock has this serial (payload.fields)' },
    handler: editItemHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/items/:wmsNumber/edit-options',
    access: 'ITEM_DETAIL_EDIT',
    tag: ITEMS_TAG,
    summary: 'The active tags and error codes the edit form of a unit offers.',
    params: ItemParamsSchema,
    payload: named(ItemEditOptionsSchema, 'ItemEditOptions'),
    handler: editOptionsHandler,
  }),
];
