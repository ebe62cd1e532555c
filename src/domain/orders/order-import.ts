import * as v from 'valibot';
import type { ImportColumn } from '../import/columns';
import { OrderFormSchema, OrderLineFormSchema, ShipToSchema } from './orders';

/**
 * The order import's columns: one row per order line; rows with the same client and reference are one
 * order, whose header (ship-to, carrier, dates, priority, notes) is read from its first row.
 */
export const ORDER_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'client_code', required: true },
  { name: 'reference', required: true },
  { name: 'ship_to_name', required: true },
  { name: 'ship_to_company', required: false },
  { name: 'ship_to_street1', required: true },
  { name: 'ship_to_street2', required: false },
  { name: 'ship_to_city', required: true },
  { name: 'ship_to_region', required: false },
  { name: 'ship_to_postal_code', required: false },
  { name: 'ship_to_country', required: true },
  { name: 'ship_to_phone', required: false },
  { name: 'ship_to_email', required: false },
  { name: 'carrier_code', required: false },
  { name: 'service', required: false },
  { name: 'ship_by', required: false },
  { name: 'priority', required: false },
  { name: 'notes', required: false },
  { name: 'sku_code', required: true },
  { name: 'quantity', required: true },
  { name: 'lot_number', required: false },
  { name: 'unit', required: false },
];

const code = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120));
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** One CSV row checked with the order form's own field schemas; references stay codes until the server resolves them. */
export const OrderImportRowSchema = v.pipe(
  v.record(v.string(), v.string()),
  v.transform((r) => ({
    clientCode: r.client_code ?? '',
    reference: r.reference ?? '',
    shipTo: {
      name: r.ship_to_name ?? '', company: r.ship_to_company ?? '', street1: r.ship_to_street1 ?? '', street2: r.ship_to_street2 ?? '', city: r.ship_to_city ?? '',
      region: r.ship_to_region ?? '', postalCode: r.ship_to_postal_code ?? '', country: r.ship_to_country ?? '', phone: r.ship_to_phone ?? '', email: r.ship_to_email ?? '',
    },
    carrierCode: orNull(r.carrier_code ?? ''),
    service: r.service ?? '',
    shipBy: orNull(r.ship_by ?? ''),
    priority: orNull(r.priority ?? '')?.toLowerCase() ?? 'normal',
    notes: r.notes ?? '',
    skuCode: r.sku_code ?? '',
    quantity: /^\d{1,7}$/.test((r.quantity ?? '').trim()) ? Number(r.quantity) : Number.NaN,
    lotNumber: orNull(r.lot_number ?? ''),
    unit: orNull(r.unit ?? ''),
  })),
  v.object({
    clientCode: code,
    reference: OrderFormSchema.entries.reference,
    shipTo: ShipToSchema,
    carrierCode: v.nullable(code),
    service: OrderFormSchema.entries.service,
    shipBy: OrderFormSchema.entries.shipBy,
    priority: OrderFormSchema.entries.priority,
    notes: OrderFormSchema.entries.notes,
    skuCode: code,
    quantity: OrderLineFormSchema.entries.quantity,
    lotNumber: OrderLineFormSchema.entries.lotNumber,
    unit: OrderLineFormSchema.entries.unit,
  }),
);
export type OrderImportRow = v.InferOutput<typeof OrderImportRowSchema>;
