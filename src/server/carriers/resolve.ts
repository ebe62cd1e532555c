import { and, asc, eq } from 'drizzle-orm';
import { trackingUrl } from '../../domain/catalogues/definitions';
import type { Database } from '../db/client';
import { shippingCredentials } from '../db/schema/admin';
import { unseal } from '../settings/secret-box';
import type { CarrierAdapter } from './carrier';
import { easyPostCarrier } from './easypost';
import { ownFleetCarrier } from './own-fleet';

/** The providers we have an adapter for, by the lower-cased name the shipping API settings give them. */
const PROVIDERS = {
  easypost: (c: UnsealedCredential, timeoutMs?: number) => easyPostCarrier({ apiUrl: c.apiUrl, apiKey: c.secret, timeoutMs }),
} as const;

const providerOf = (name: string): keyof typeof PROVIDERS | null => {
  const key = name.trim().toLowerCase();
  return Object.hasOwn(PROVIDERS, key) ? (key as keyof typeof PROVIDERS) : null;
};

export interface UnsealedCredential {
  id: string;
  carrier: string;
  accountNumber: string;
  apiUrl: string;
  username: string;
  secret: string;
}

/** A carrier entry of the catalogue, as an order's `carrierId` names it. */
export interface CarrierEntry {
  code: string;
  name: string;
  attributes: Record<string, unknown>;
}

/**
 * The active shipping API credential whose carrier is `carrier` (compared without case), its secret
 * unsealed; null when there is none. Of several, the first in the order the settings list shows.
 */
export async function loadCarrierCredential(db: Database, companyId: string, carrier: string, key: Buffer): Promise<UnsealedCredential | null> {
  const rows = await db
    .select()
    .from(shippingCredentials)
    .where(and(eq(shippingCredentials.companyId, companyId), eq(shippingCredentials.active, true)))
    .orderBy(asc(shippingCredentials.carrier), asc(shippingCredentials.id));
  const wanted = carrier.trim().toLowerCase();
  const row = rows.find((r) => r.carrier.trim().toLowerCase() === wanted);
  if (!row) return null;
  return {
    id: row.id,
    carrier: row.carrier,
    accountNumber: row.accountNumber,
    apiUrl: row.apiUrl,
    username: row.username,
    secret: row.secretSealed ? unseal(key, row.secretSealed) : '',
  };
}

/**
 * The adapter an order's carrier ships with: a provider's API when an active credential names both this
 * catalogue entry (its code or name) and a provider we support, our own fleet otherwise (also without a
 * carrier). `db` numbers own-fleet labels: pass the transaction that stores the shipment.
 */
export async function resolveCarrier(
  db: Database,
  companyId: string,
  entry: CarrierEntry | null,
  key: Buffer,
  options: { timeoutMs?: number } = {},
): Promise<CarrierAdapter> {
  const template = typeof entry?.attributes.trackingUrlTemplate === 'string' ? entry.attributes.trackingUrlTemplate : undefined;
  const ownFleet = () => ownFleetCarrier(db, companyId, { trackingUrlOf: (n) => trackingUrl(template, n) });
  if (!entry) return ownFleet();
  for (const name of new Set([entry.code, entry.name])) {
    const provider = providerOf(name);
    if (!provider) continue;
    const credential = await loadCarrierCredential(db, companyId, name, key);
    if (credential) return PROVIDERS[provider](credential, options.timeoutMs);
  }
  return ownFleet();
}

/**
 * Whether an order's carrier entry ships with our own fleet (no credential of a provider we support
 * names it): a packing station then labels its cartons itself, offline too. Reads no secret.
 */
export async function shipsWithOwnFleet(db: Database, companyId: string, entry: Pick<CarrierEntry, 'code' | 'name'> | null): Promise<boolean> {
  if (!entry) return true;
  const names = [entry.code, entry.name].filter((name) => providerOf(name) !== null).map((name) => name.trim().toLowerCase());
  if (names.length === 0) return true;
  const rows = await db
    .select({ carrier: shippingCredentials.carrier })
    .from(shippingCredentials)
    .where(and(eq(shippingCredentials.companyId, companyId), eq(shippingCredentials.active, true)));
  return !rows.some((row) => names.includes(row.carrier.trim().toLowerCase()));
}
