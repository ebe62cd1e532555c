import * as v from 'valibot';

export const ApiKeyFormSchema = v.object({ name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)) });
export type ApiKeyFormInput = v.InferOutput<typeof ApiKeyFormSchema>;

export const ApiKeySchema = v.object({
  id: v.string(),
  name: v.string(),
  /** The key's first characters, enough to tell keys apart; the key itself is never stored. */
  prefix: v.string(),
  createdBy: v.nullable(v.string()),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  revokedAt: v.nullable(v.string()),
});
export type ApiKey = v.InferOutput<typeof ApiKeySchema>;

export const ApiKeyListSchema = v.array(ApiKeySchema);

/** The answer to creating a key: the only time the key itself is sent. */
export const ApiKeyCreatedSchema = v.object({ apiKey: ApiKeySchema, key: v.string() });
export type ApiKeyCreated = v.InferOutput<typeof ApiKeyCreatedSchema>;

export const ApiKeyParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid()), keyId: v.pipe(v.string(), v.uuid()) });

export const ClientPingSchema = v.object({ client: v.string() });
