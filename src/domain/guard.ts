import { type Grants, hasPermission } from './permissions';

/**
 * How a page is reached (spec section 2, "Route guard"):
 * - `public`: the authentication pages; anyone may open them.
 * - `login`: the login page itself; a signed-in user is sent home instead.
 * - `signed-in`: every other page; a signed-in user needs `permission` when one is set, or one of
 *   `alternatives` (a page a lesser permission may read, such as the batch list).
 */
export type PageAccess =
  | { kind: 'public' }
  | { kind: 'login' }
  | { kind: 'signed-in'; permission: string | null; alternatives?: readonly string[] };

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'login'; next: string }
  | { kind: 'home' }
  | { kind: 'no-permission'; deniedPage: string };

export interface GuardInput {
  page: { name: string; access: PageAccess };
  /** The signed-in user's grants, or null when nobody is signed in. */
  grants: Grants | null;
  /** The address the user asked for, kept as `next` when they must log in first. */
  href: string;
}

export function decideAccess({ page, grants, href }: GuardInput): GuardDecision {
  const { access } = page;
  if (access.kind === 'public') return { kind: 'allow' };
  if (access.kind === 'login') return grants ? { kind: 'home' } : { kind: 'allow' };
  if (!grants) return { kind: 'login', next: href };
  if (access.permission === null || hasPermission(grants, access.permission)) return { kind: 'allow' };
  if (access.alternatives?.some((permission) => hasPermission(grants, permission))) return { kind: 'allow' };
  return { kind: 'no-permission', deniedPage: page.name };
}

/** Paths where a 403 is handed back to the caller instead of redirecting (spec section 9). */
export const PUBLIC_PATHS: readonly string[] = ['/request-reset-password', '/login', '/invalid-reset-password-token'];

/** The one path that skips the automatic session load (spec section 9). */
export const SKIP_SESSION_LOAD_PATHS: readonly string[] = ['/reset-password'];

/**
 * Keeps `next` on this site: an address from the query string must never send the user elsewhere.
 * Anything that is not a same-origin absolute path falls back to the home page.
 */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  if (next === '/login' || next.startsWith('/login?')) return '/';
  return next;
}
