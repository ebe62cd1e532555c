import * as v from 'valibot';
import { flagFilter, IdSchema, listPageSchema, listQuerySchema } from '../lists/list-query';

/**
 * Zones, bins and containers (DOMAIN.md "Location", "Container"). A bin's code is the body of its
 * label: A-01-02 prints as BIN-A-01-02 (see ../scan/labels); a container's code is its whole label.
 */

const upper = v.transform((text: string) => text.toUpperCase());

export const ZoneFormSchema = v.object({
  code: v.pipe(v.string(), v.trim(), upper, v.minLength(1), v.maxLength(10), v.regex(/^[A-Z0-9]+$/)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
  active: v.boolean(),
});
export type ZoneFormInput = v.InferOutput<typeof ZoneFormSchema>;

/** Letters and digits with . _ / - between them, as the label parser reads them. */
export const BIN_CODE = /^[A-Z0-9](?:[A-Z0-9._/-]*[A-Z0-9])?$/;

export const BinFormSchema = v.pipe(
  v.object({
    zoneId: IdSchema,
    code: v.pipe(v.string(), v.trim(), upper, v.minLength(1), v.maxLength(30), v.regex(BIN_CODE)),
    pickSequence: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999_999)),
    blocked: v.boolean(),
    blockedReason: v.pipe(v.string(), v.trim(), v.maxLength(200)),
    active: v.boolean(),
  }),
  // A blocked bin says why, so the next person does not unblock it blindly.
  v.forward(
    v.check((bin) => !bin.blocked || bin.blockedReason.length > 0, 'Say why the bin is blocked'),
    ['blockedReason'],
  ),
);
export type BinFormInput = v.InferOutput<typeof BinFormSchema>;

export const CONTAINER_TYPES = ['pallet', 'tote', 'carton'] as const;

/** The code is issued by the server (sequence "container"); the form picks type, place and state. */
export const ContainerFormSchema = v.object({
  type: v.picklist(CONTAINER_TYPES),
  binId: v.nullable(IdSchema),
  active: v.boolean(),
});
export type ContainerFormInput = v.InferOutput<typeof ContainerFormSchema>;

/** Several containers at once (a stack of new totes gets labels in one go). */
export const ContainerCreateSchema = v.object({
  ...ContainerFormSchema.entries,
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)),
});
export type ContainerCreateInput = v.InferOutput<typeof ContainerCreateSchema>;

export const ZoneListQuerySchema = listQuerySchema(['code', 'name', 'bins'], { active: flagFilter });
export type ZoneListQuery = v.InferOutput<typeof ZoneListQuerySchema>;

export const BinListQuerySchema = listQuerySchema(['code', 'zone', 'pickSequence', 'containers'], {
  zone: v.optional(IdSchema),
  blocked: flagFilter,
  active: flagFilter,
});
export type BinListQuery = v.InferOutput<typeof BinListQuerySchema>;

export const ContainerListQuerySchema = listQuerySchema(['code', 'type', 'bin', 'createdAt'], {
  type: v.optional(v.picklist(CONTAINER_TYPES)),
  bin: v.optional(IdSchema),
  placed: flagFilter,
  active: flagFilter,
});
export type ContainerListQuery = v.InferOutput<typeof ContainerListQuerySchema>;

export const ZoneSchema = v.object({ id: v.string(), code: v.string(), name: v.string(), active: v.boolean(), bins: v.number() });
export type Zone = v.InferOutput<typeof ZoneSchema>;

export const BinSchema = v.object({
  id: v.string(),
  zoneId: v.string(),
  zoneCode: v.string(),
  code: v.string(),
  /** What the printed label carries (BIN-…). */
  label: v.string(),
  pickSequence: v.number(),
  blocked: v.boolean(),
  blockedReason: v.string(),
  active: v.boolean(),
  containers: v.number(),
});
export type Bin = v.InferOutput<typeof BinSchema>;

export const ContainerSchema = v.object({
  id: v.string(),
  code: v.string(),
  type: v.picklist(CONTAINER_TYPES),
  binId: v.nullable(v.string()),
  binCode: v.nullable(v.string()),
  active: v.boolean(),
  createdAt: v.string(),
});
export type Container = v.InferOutput<typeof ContainerSchema>;

export const ZoneListSchema = listPageSchema(ZoneSchema);
export const BinListSchema = listPageSchema(BinSchema);
export const ContainerListSchema = listPageSchema(ContainerSchema);

/** What a scanned code is in this warehouse (GET /v1/labels/resolve). */
export const LabelResolutionSchema = v.variant('kind', [
  v.object({ kind: v.literal('bin'), bin: BinSchema }),
  v.object({ kind: v.literal('container'), container: ContainerSchema }),
  v.object({ kind: v.literal('unknown'), code: v.string() }),
]);
export type LabelResolution = v.InferOutput<typeof LabelResolutionSchema>;

export const LabelQuerySchema = v.object({ code: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)) });
