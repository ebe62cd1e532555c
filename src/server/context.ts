import type { Context } from 'hono';
import type { SessionUser } from '../domain/auth/schemas';
import type { Grants } from '../domain/permissions';
import type { Database } from './db/client';
import type { Env } from './env';
import type { Logger } from './lib/logger';

/** What every handler may use; built once at start and handed to the app, so tests and benches can swap it. */
export interface Deps {
  db: Database;
  env: Env;
  log: Logger;
  now: () => Date;
}

/** What the request says about its sender (spec section 7 headers), read before any route runs. */
export interface ClientInfo {
  address: string;
  device: string | null;
  /** The TimeZone header when it names a real IANA zone. */
  timeZone: string | null;
}

export interface AuthState {
  user: SessionUser;
  permissions: string[];
  grants: Grants;
  companyId: string;
  /** Set for a client account (portal login): the one client whose data it may see. Null for staff. */
  clientId: string | null;
  session: { id: string; device: string | null; createdAt: Date; expiresAt: Date };
  /** The request's zone: the TimeZone header when valid, else the company's. */
  timeZone: string;
}

/** The client system calling with an API key (routes whose access is 'api-key'). */
export interface ApiKeyCaller {
  keyId: string;
  clientId: string;
  clientCode: string;
  companyId: string;
}

export interface AppEnv {
  Variables: { deps: Deps; client: ClientInfo; auth: AuthState; apiKey: ApiKeyCaller };
}

export type AppContext = Context<AppEnv>;
