import * as v from 'valibot';

/*
 * A packing station's numbers for offline work (issue 19): carton SSCCs and own-fleet tracking numbers
 * reserved to the device in a block while it is online, in the same reservations as the WMS numbers of
 * receiving (wms_reservations, kind sscc or tracking). The device makes its id once and keeps it; the
 * server takes a device-chosen number only from that device, and only once.
 */

/** How many of each a station asks for at once, and the most one request may take. */
export const PACKING_BLOCK_SIZE = 40;
export const PACKING_BLOCK_MAX = 200;

const DeviceIdSchema = v.pipe(v.string(), v.uuid());

/** POST /v1/shipping/packing/number-blocks. */
export const PackingBlockRequestSchema = v.object({
  deviceId: DeviceIdSchema,
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(PACKING_BLOCK_MAX)), PACKING_BLOCK_SIZE),
});
export const PackingBlockSchema = v.object({ ssccs: v.array(v.string()), trackingNumbers: v.array(v.string()) });
export type PackingBlock = v.InferOutput<typeof PackingBlockSchema>;

/** A number a device chose from its block, sent with the step that uses it. */
export const ReservedFromSchema = v.object({ deviceId: DeviceIdSchema });
export const ReservedNumberSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(40));

/** Own-fleet tracking numbers the station printed offline, one per carton of the order. */
export const DeviceTrackingSchema = v.object({
  deviceId: DeviceIdSchema,
  cartons: v.pipe(v.array(v.object({ cartonId: v.pipe(v.string(), v.uuid()), trackingNumber: ReservedNumberSchema })), v.minLength(1), v.maxLength(200)),
});
export type DeviceTracking = v.InferOutput<typeof DeviceTrackingSchema>;
