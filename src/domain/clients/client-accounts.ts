import * as v from 'valibot';
import { AccountCreatedSchema, AccountFormSchema, AccountSchema } from '../accounts/accounts';

/**
 * The client account form (create and edit) and its API body: a staff account's fields without the
 * temporary end and the second-factor switch. Roles must be client-safe (the server checks).
 */
export const ClientAccountFormSchema = v.pick(AccountFormSchema, ['username', 'firstname', 'lastname', 'email', 'roleIds', 'active']);
export type ClientAccountFormInput = v.InferOutput<typeof ClientAccountFormSchema>;

/** A client account reads as an account. */
export const ClientAccountSchema = AccountSchema;

export const ClientAccountListSchema = v.array(ClientAccountSchema);

export const ClientAccountCreatedSchema = AccountCreatedSchema;

/** A role a client account may be given, for the form's choice. */
export const PortalRoleSchema = v.object({ id: v.string(), name: v.string(), description: v.string(), permissions: v.array(v.string()) });
export type PortalRole = v.InferOutput<typeof PortalRoleSchema>;

/** The path of one client account: the client's id and the account's. */
export const ClientAccountParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid()), accountId: v.pipe(v.string(), v.uuid()) });
