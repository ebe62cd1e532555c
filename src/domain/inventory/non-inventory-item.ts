import * as v from 'valibot';
import { IdSchema } from '../lists/list-query';
import { ITEM_CONDITIONS } from './item-conditions';

const CodeSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60));

/**
 * `POST /v1/items/non-inventory` (CREATE_NON_INVENTORY_ITEM) and its form: a unit kept in the warehouse
 * that is not the client's stock (a sample, customer property). The SKU, bin and container are named by
 * their codes, as printed on their labels, so the form can be filled by scanning. The server adds what
 * only it can check: the SKU is the client's, a serialised SKU has a serial and a quantity of 1, the
 * serial is not in stock already, the places exist and are active.
 */
export const NonInventoryItemFormSchema = v.object({
  clientId: IdSchema,
  skuCode: CodeSchema,
  serial: v.nullable(v.pipe(v.string(), v.trim(), v.nonEmpty('Scan or type the serial number'), v.maxLength(60))),
  quantity: v.pipe(v.number(), v.integer('Whole units only'), v.minValue(1, 'At least 1'), v.maxValue(1_000_000)),
  binCode: v.nullable(CodeSchema),
  containerCode: v.nullable(CodeSchema),
  condition: v.nullable(v.picklist(ITEM_CONDITIONS)),
  notes: v.pipe(v.string(), v.trim(), v.maxLength(1000)),
});
export type NonInventoryItemForm = v.InferOutput<typeof NonInventoryItemFormSchema>;

export const NonInventoryItemResultSchema = v.object({ id: v.string(), wmsNumber: v.string() });
export type NonInventoryItemResult = v.InferOutput<typeof NonInventoryItemResultSchema>;
