import type { AccountFormInput } from '../../src/domain/accounts/accounts';

/** The seeded demo accounts' password (src/server/db/seed.ts), for the unit, API and browser tests. */
export const DEMO_PASSWORD = 'demo1234';

/** A role's form body (src/domain/accounts/roles.ts) granting exactly `permissions`. */
export const roleBody = (name: string, permissions: readonly string[], description = '') => ({ name, description, isSuperAdmin: false, permissions });

/**
 * An account's invite body (src/domain/accounts/accounts.ts): active, no second factor, no end date.
 * A client portal account's form is a subset of it (the server ignores the rest).
 */
export const accountBody = (username: string, roleIds: string[], fields: Partial<AccountFormInput> = {}): AccountFormInput => ({
  username, firstname: 'Test', lastname: 'Account', email: `${username}@example.com`, roleIds, active: true, totpRequired: false, expiresAt: null, ...fields,
});
