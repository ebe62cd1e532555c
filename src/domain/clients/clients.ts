import * as v from 'valibot';
import { flagFilter, listPageSchema, listQuerySchema } from '../lists/list-query';

/** What is printed on labels and typed on handhelds: upper case, no spaces; unique per company in any case. */
export const ClientCodeSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.minLength(2), v.maxLength(20), v.regex(/^[A-Z0-9-]+$/));

const text = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));

/** The client form (create and edit) and the body of POST / PUT /v1/clients. */
export const ClientFormSchema = v.object({
  code: ClientCodeSchema,
  name: text(1, 120),
  contactName: text(0, 120),
  email: v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.maxLength(254), v.email())]),
  phone: v.pipe(v.string(), v.trim(), v.maxLength(40), v.regex(/^[0-9+()./ -]*$/)),
  address: text(0, 500),
  active: v.boolean(),
});
export type ClientFormInput = v.InferOutput<typeof ClientFormSchema>;

export const CLIENT_SORTS = ['code', 'name', 'contactName', 'createdAt'] as const;

export const ClientListQuerySchema = listQuerySchema(CLIENT_SORTS, { active: flagFilter });
export type ClientListQuery = v.InferOutput<typeof ClientListQuerySchema>;

export const ClientSchema = v.object({
  id: v.string(),
  code: v.string(),
  name: v.string(),
  contactName: v.string(),
  email: v.string(),
  phone: v.string(),
  address: v.string(),
  active: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Client = v.InferOutput<typeof ClientSchema>;

export const ClientListSchema = listPageSchema(ClientSchema);

/** Where a client is referenced, as a 409 on delete names it: kind of record → how many. */
export type ClientUsage = Record<string, number>;
