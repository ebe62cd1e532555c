import * as v from 'valibot';
import { flagFilter, IdSchema, listPageSchema, listQuerySchema } from '../lists/list-query';
import { IsoInstantSchema } from '../scan/scan-log';

/** Login names: what people type on a handheld, so no spaces and no case games. */
export const UsernameSchema = v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(50), v.regex(/^[A-Za-z0-9._-]+$/));

const name = (min: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(80));

/**
 * The account form (create and edit) and the body of POST / PUT /v1/admin/accounts. `expiresAt`
 * makes a temporary account; the username cannot change after creation (the server ignores it on edit).
 */
export const AccountFormSchema = v.object({
  username: UsernameSchema,
  firstname: name(1),
  lastname: name(0),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254), v.email()),
  roleIds: v.pipe(v.array(IdSchema), v.maxLength(50)),
  active: v.boolean(),
  totpRequired: v.boolean(),
  expiresAt: v.nullable(IsoInstantSchema),
});
export type AccountFormInput = v.InferOutput<typeof AccountFormSchema>;

/** Temporary accounts (seasonal staff) must say when they stop working. */
export const TemporaryAccountFormSchema = v.object({
  ...AccountFormSchema.entries,
  expiresAt: IsoInstantSchema,
});

export const ACCOUNT_SORTS = ['username', 'name', 'email', 'lastLoginAt', 'createdAt', 'expiresAt'] as const;

export const AccountListQuerySchema = listQuerySchema(ACCOUNT_SORTS, {
  role: v.optional(IdSchema),
  active: flagFilter,
  temporary: flagFilter,
});
export type AccountListQuery = v.InferOutput<typeof AccountListQuerySchema>;

export const SECOND_FACTOR_STATES = ['off', 'required', 'enrolled'] as const;

export const AccountRoleSchema = v.object({ id: v.string(), name: v.string(), isSuperAdmin: v.boolean() });

export const AccountSchema = v.object({
  id: v.string(),
  username: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.nullable(v.string()),
  roles: v.array(AccountRoleSchema),
  active: v.boolean(),
  expiresAt: v.nullable(v.string()),
  totpRequired: v.boolean(),
  /** off: no second factor; required: asked to enrol at the next login; enrolled. */
  secondFactor: v.picklist(SECOND_FACTOR_STATES),
  /** The account was invited and has not set a password yet. */
  invitationPending: v.boolean(),
  lastLoginAt: v.nullable(v.string()),
  lastLoginDevice: v.nullable(v.string()),
  createdAt: v.string(),
});
export type Account = v.InferOutput<typeof AccountSchema>;

export const AccountListSchema = listPageSchema(AccountSchema);

/** A created account, with the invitation link when no mail server delivers it (the admin hands it over). */
export const AccountCreatedSchema = v.object({
  account: AccountSchema,
  invitation: v.object({ delivery: v.picklist(['smtp', 'outbox']), link: v.nullable(v.string()) }),
});
export type AccountCreated = v.InferOutput<typeof AccountCreatedSchema>;

/** Whether an account's expiry has passed at `now`. */
export function hasExpired(account: { expiresAt: string | null }, now: Date): boolean {
  return account.expiresAt !== null && Date.parse(account.expiresAt) <= now.getTime();
}
