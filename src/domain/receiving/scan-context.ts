import * as v from 'valibot';
import { CONTROL_NUMBER_STATUSES } from './statuses';

export const ControlNumberParamSchema = v.object({ number: v.pipe(v.string(), v.nonEmpty(), v.maxLength(40)) });

const ScanSkuSchema = v.object({
  id: v.string(),
  code: v.string(),
  description: v.string(),
  serialised: v.boolean(),
  /** Every barcode of the SKU as stored; the device matches a GTIN however it is printed. */
  barcodes: v.array(v.string()),
});
export type ScanSku = v.InferOutput<typeof ScanSkuSchema>;

const ScannedUnitSchema = v.object({
  itemId: v.string(),
  wmsNumber: v.string(),
  skuId: v.string(),
  serial: v.nullable(v.string()),
  quantity: v.number(),
});

/**
 * GET /v1/receiving/control-numbers/:number/scan-context: everything the scan-item screen needs to
 * go on offline: the client's active SKUs with their barcodes, what is expected, and the units
 * received so far (for the tally and to catch a serial scanned twice before the server sees it).
 */
export const ScanContextSchema = v.object({
  controlNumber: v.object({
    number: v.string(),
    status: v.picklist(CONTROL_NUMBER_STATUSES),
    client: v.object({ id: v.string(), code: v.string(), name: v.string() }),
  }),
  expected: v.array(v.object({ skuId: v.string(), quantity: v.number() })),
  skus: v.array(ScanSkuSchema),
  units: v.array(ScannedUnitSchema),
});
export type ScanContext = v.InferOutput<typeof ScanContextSchema>;
