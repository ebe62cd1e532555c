import { ForceDeleteSchema, ItemParamsSchema, ReasonBodySchema, RevertStatusSchema } from '../../../domain/inventory/item-detail';
import { defineRoute } from '../registry';
import { deleteHandler, forceDeleteHandler, printLabelHandler, revertStatusHandler, toInventoryHandler, toNonInventoryHandler } from './item-actions.handlers';
import { ITEMS_TAG, itemDetail } from './item-detail.routes';

const base = '/v1/items/:wmsNumber';

export const itemActionRoutes = [
  defineRoute({
    method: 'post',
    path: `${base}/label-print`,
    access: 'ITEM_DETAIL_VIEW',
    tag: ITEMS_TAG,
    summary: 'Records (audit item.label-print) that the unit\'s WMS label is printed again; answers the unit, whose fields the label shows.',
    params: ItemParamsSchema,
    payload: itemDetail,
    handler: printLabelHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/revert-status`,
    access: 'ITEM_DETAIL_REVERT_STATUS',
    tag: ITEMS_TAG,
    summary: 'Back to a status the unit held before (payload revertTo of the detail), with a reason: a status movement.',
    params: ItemParamsSchema,
    body: RevertStatusSchema,
    payload: itemDetail,
    errors: { 409: 'Never held that status (reason not-held, allowed), or a later document depends on the current one (reason document-depends)' },
    handler: revertStatusHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/convert-to-non-inventory`,
    access: 'CONVERT_INVENTORY_TO_NON_INVENTORY',
    tag: ITEMS_TAG,
    summary: 'Makes the unit non-inventory (kept, never on hand), with a reason: a convert movement.',
    params: ItemParamsSchema,
    body: ReasonBodySchema,
    payload: itemDetail,
    errors: { 409: 'Non-inventory already, or allocated (payload.reason)' },
    handler: toNonInventoryHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/convert-to-inventory`,
    access: 'CONVERT_NON_INVENTORY_TO_INVENTORY',
    tag: ITEMS_TAG,
    summary: 'Makes a non-inventory unit stock again, with a reason: a convert movement.',
    params: ItemParamsSchema,
    body: ReasonBodySchema,
    payload: itemDetail,
    errors: { 409: 'Inventory already, or allocated (payload.reason)' },
    handler: toInventoryHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/delete`,
    access: 'ITEM_DELETE_NON_INVEN_AND_MISSING',
    tag: ITEMS_TAG,
    summary: 'Deletes a non-inventory or missing unit, with a reason: its units leave the ledger, a tombstone keeps its WMS number. Answers the tombstone.',
    params: ItemParamsSchema,
    body: ReasonBodySchema,
    payload: itemDetail,
    errors: { 409: 'The unit is inventory and not missing (reason in-stock)' },
    handler: deleteHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/force-delete`,
    access: 'ITEM_FORCE_DELETE',
    tag: ITEMS_TAG,
    summary: 'Deletes any unit once confirmWmsNumber repeats its WMS number, with a reason. Answers the tombstone.',
    params: ItemParamsSchema,
    body: ForceDeleteSchema,
    payload: itemDetail,
    handler: forceDeleteHandler,
  }),
];
