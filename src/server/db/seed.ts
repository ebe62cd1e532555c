import { count, eq } from 'drizzle-orm';
import { PERMISSIONS, type Permission } from '../../domain/permissions';
import { hashPassword } from '../auth/password';
import { rebuildSummaries } from '../ledger/summary-writes';
import type { Database } from './client';
import { seedLocations } from './seed-locations';
import { seedDemoLots } from './seed-lots';
import { seedDemoOrders } from './seed-orders';
import { rolePermissions, roles, userRoles, users } from './schema/auth';
import { company } from './schema/company';
import { seedCatalogues } from './seed-catalogues';
import { seedDemoClients } from './seed-clients';
import { seedDemoCounting } from './seed-counting';
import { seedDemoControlNumbers, seedExtraControlNumbers } from './seed-receiving';
import { seedDemoSkus } from './seed-skus';
import { seedDemoTrackings } from './seed-trackings';

export const DEMO_COMPANY = 'Demo Warehouse';
export const DEMO_PASSWORD = 'demo1234';

/**
 * The demo accounts' password is printed in the README and at every start: no hashing cost protects
 * it, and a sign-in with OWASP's (N=2^17, ~0.5 s of a core) made every demo sign-in cost that much,
 * hundreds of times in the test suites on a 2-core machine. Their hashes name this lower cost (the
 * format is self-describing); a password set through the app, a demo account's included, is hashed at
 * full cost (password.ts).
 */
const DEMO_HASH_COST = { N: 2 ** 12, r: 8, p: 1 };
/** The base32 secret of the `twofa` demo user, to add to an authenticator app by hand. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

const without = (...excluded: Permission[]) => PERMISSIONS.filter((p) => !excluded.includes(p));

const DEMO_ROLES: { name: string; description: string; isSuperAdmin?: boolean; permissions: readonly Permission[] }[] = [
  { name: 'Administrator', description: 'Passes every check.', isSuperAdmin: true, permissions: [] },
  { name: 'Supervisor', description: 'Everything but settings and the company logo.', permissions: without('SETTING_MENU', 'COMPANY_LOGO_UPDATE') },
  {
    name: 'Floor operator',
    description: 'Receiving, counting, picking, packing, job center and relabelling on the floor.',
    permissions: [
      'RECEIVING_LIST', 'RECEIVING_DETAIL_VIEW', 'RECEIVING_DETAIL_SCAN', 'RECEIVING_GR_SINGLE_WMS', 'RECEIVING_GR_MULTIPLE_WMS', 'RECEIVING_GR_RECEIVING',
      'COUNTING_CYCLE_LIST', 'COUNTING_CYCLE_START',
      'COUNTING_ITEMS', 'SHIPMENT_PICKING_LIST', 'SHIPMENT_PACKING_LIST', 'SHIPMENT_PACKING_DETAIL', 'JOB_CENTER_MENU',
      'JOB_CENTER_ACTION', 'JOB_CENTER_QC', 'RELABEL_ACTION', 'ITEM_LIST', 'ITEM_DETAIL_VIEW',
    ],
  },
  {
    name: 'Viewer',
    description: 'Read-only inventory, receiving and reports.',
    permissions: ['ITEM_DASHBOARD', 'ITEM_LIST', 'ITEM_DETAIL_VIEW', 'RECEIVING_LIST', 'RECEIVING_DETAIL_VIEW', 'REPORT'],
  },
  { name: 'Client portal', description: 'For client accounts: report and follow client issues.', permissions: ['CLIENT_ISSUE_REPORT'] },
];

export const DEMO_USERS: {
  username: string; firstname: string; lastname: string; role: string | null; totp?: 'enrolled' | 'required'; note: string;
  /** The code of the client a client account belongs to. */
  client?: string;
}[] = [
  { username: 'admin', firstname: 'Alex', lastname: 'Admin', role: 'Administrator', note: 'super admin' },
  { username: 'supervisor', firstname: 'Sam', lastname: 'Supervisor', role: 'Supervisor', note: 'all but settings' },
  { username: 'operator', firstname: 'Olivia', lastname: 'Operator', role: 'Floor operator', note: 'floor work' },
  { username: 'viewer', firstname: 'Victor', lastname: 'Viewer', role: 'Viewer', note: 'read-only' },
  { username: 'noroles', firstname: 'Nora', lastname: 'Noroles', role: null, note: 'no role' },
  { username: 'twofa', firstname: 'Tess', lastname: 'Twofactor', role: 'Floor operator', totp: 'enrolled', note: `TOTP secret ${DEMO_TOTP_SECRET}` },
  { username: 'enrol', firstname: 'Eli', lastname: 'Enrol', role: 'Viewer', totp: 'required', note: 'enrols a second factor' },
  { username: 'reset', firstname: 'Rae', lastname: 'Reset', role: null, note: 'no role: try "Forgot your password?" (the reset tests change its password)' },
  { username: 'client', firstname: 'Carl', lastname: 'Client', role: 'Client portal', client: 'ACME', note: 'client account of ACME Electronics' },
];

export async function hasUsers(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

export async function hasDemoCompany(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: company.id }).from(company).where(eq(company.name, DEMO_COMPANY)).limit(1);
  return row !== undefined;
}

const FIRST_NAMES = ['Ana', 'Ben', 'Carla', 'Diego', 'Emma', 'Femi', 'Grace', 'Hugo', 'Ines', 'Jonas', 'Kira', 'Luis', 'Mia', 'Noah', 'Olga', 'Pablo'];
const LAST_NAMES = ['Garcia', 'Smith', 'Nguyen', 'Okafor', 'Rossi', 'Kowalski', 'Silva', 'Jensen', 'Haddad', 'Ito', 'Murphy', 'Lopez'];

/**
 * `total` generated floor accounts (`staff000001`…), invited but without a password, spread over the
 * operator and viewer roles: lists and exports can then be tried at a warehouse's real scale.
 */
async function seedExtraAccounts(tx: Database, companyId: string, total: number, roleIds: string[]): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(users).where(eq(users.companyId, companyId));
  const start = Math.max(0, (existing?.n ?? 0) - DEMO_USERS.length);
  for (let from = start; from < total; from += 1000) {
    const batch = Array.from({ length: Math.min(1000, total - from) }, (_, i) => {
      const n = from + i + 1;
      const first = FIRST_NAMES[n % FIRST_NAMES.length]!;
      const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]!;
      const username = `staff${String(n).padStart(6, '0')}`;
      return { companyId, username, firstname: first, lastname: last, email: `${username}@demo.example`, invitedAt: new Date(), active: n % 17 !== 0 };
    });
    const created = await tx.insert(users).values(batch).onConflictDoNothing().returning({ id: users.id });
    if (roleIds.length > 0 && created.length > 0) {
      await tx.insert(userRoles).values(created.map((row, i) => ({ userId: row.id, roleId: roleIds[i % roleIds.length]! })));
    }
  }
}

/** Adds whatever part of the demo data is missing; what exists (even if edited since) is left alone. */
export async function seedDemo(db: Database, options: { extraAccounts?: number; extraControlNumbers?: number } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(company).values({ name: DEMO_COMPANY, timeZone: 'America/New_York', address: '1 Demo Way, Newark, NJ 07102' }).onConflictDoNothing();
    const [org] = await tx.select({ id: company.id }).from(company).where(eq(company.name, DEMO_COMPANY));
    if (!org) throw new Error('demo company missing after insert');

    const roleIds = new Map<string, string>();
    for (const role of DEMO_ROLES) {
      const [created] = await tx
        .insert(roles)
        .values({ companyId: org.id, name: role.name, description: role.description, isSuperAdmin: role.isSuperAdmin ?? false })
        .onConflictDoNothing()
        .returning({ id: roles.id });
      if (created && role.permissions.length > 0) {
        await tx.insert(rolePermissions).values(role.permissions.map((permission) => ({ roleId: created.id, permission })));
      }
    }
    for (const row of await tx.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.companyId, org.id))) {
      roleIds.set(row.name, row.id);
    }

    const clientIds = await seedDemoClients(tx, org.id);
    const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD, DEMO_HASH_COST)));
    for (const [i, user] of DEMO_USERS.entries()) {
      const enrolled = user.totp === 'enrolled';
      const [created] = await tx
        .insert(users)
        .values({
          companyId: org.id,
          username: user.username,
          firstname: user.firstname,
          lastname: user.lastname,
          email: `${user.username}@demo.example`,
          clientId: user.client ? clientIds.get(user.client) : null,
          passwordHash: hashes[i],
          totpRequired: user.totp !== undefined,
          totpSecret: enrolled ? DEMO_TOTP_SECRET : null,
          totpEnrolledAt: enrolled ? new Date() : null,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      const roleId = user.role ? roleIds.get(user.role) : undefined;
      if (created && roleId) await tx.insert(userRoles).values({ userId: created.id, roleId });
    }
    const floorRoles = ['Floor operator', 'Viewer'].map((name) => roleIds.get(name)).filter((id): id is string => id !== undefined);
    if (options.extraAccounts) await seedExtraAccounts(tx, org.id, options.extraAccounts, floorRoles);
    await seedCatalogues(tx, org.id);
    await seedLocations(tx, org.id, new Date());
    await seedDemoSkus(tx, org.id);
    await seedDemoControlNumbers(tx, org.id, new Date());
    if (options.extraControlNumbers) await seedExtraControlNumbers(tx, org.id, options.extraControlNumbers, new Date());
    await seedDemoTrackings(tx, org.id, new Date());
    await seedDemoCounting(tx, org.id, new Date());
    await seedDemoLots(tx, org.id, new Date());
    await seedDemoOrders(tx, org.id, new Date());
    // The demo units were written in bulk beside the ledger module: their summaries are computed once.
    await rebuildSummaries(tx, org.id);
  });
}
