/*
 * The states of shipments and cartons (DOMAIN.md "Shipping out", issue 19) apart from their schemas:
 * route files and the first bundle read them.
 */

/**
 * A shipment is made when an order's packing starts (its first carton): packing while cartons are filled,
 * packed when every unit of its orders is in a closed carton, labelled once the carrier gave its tracking
 * numbers, shipped at load-out. Voiding the label takes it back to packed.
 */
export const SHIPMENT_STATUSES = ['packing', 'packed', 'labelled', 'shipped', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const CARTON_STATUSES = ['open', 'closed'] as const;
export type CartonStatus = (typeof CARTON_STATUSES)[number];

export const SHIPMENT_SORTS = ['number', 'status', 'createdAt', 'shippedAt'] as const;
/** The shipment list's filters by their URL names; `day` is the calendar day it was made, in the company's zone. */
export const SHIPMENT_FILTERS = ['status', 'client', 'carrier', 'day'] as const;
