import * as v from 'valibot';
import { flagFilter, listPageSchema, listQuerySchema } from '../lists/list-query';

/** Tags mark items (later: attached to items); the colour makes them recognisable at a glance. */
const TagColourSchema = v.pipe(v.string(), v.trim(), v.regex(/^#[0-9a-fA-F]{6}$/), v.toLowerCase());

export const TagFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
  colour: TagColourSchema,
  active: v.boolean(),
});
export type TagFormInput = v.InferOutput<typeof TagFormSchema>;

/** A few colours to start from; any other can be picked. */
export const TAG_SWATCHES = ['#d32f2f', '#f57c00', '#fbc02d', '#388e3c', '#0288d1', '#3949ab', '#8e24aa', '#616161'] as const;

export const TAG_SORTS = ['name', 'active', 'createdAt'] as const;
export const TagListQuerySchema = listQuerySchema(TAG_SORTS, { active: flagFilter });
export type TagListQuery = v.InferOutput<typeof TagListQuerySchema>;

export const TagSchema = v.object({
  id: v.string(),
  name: v.string(),
  colour: v.string(),
  active: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Tag = v.InferOutput<typeof TagSchema>;

export const TagListSchema = listPageSchema(TagSchema);
