import type { MiddlewareHandler } from 'hono';
import { isClientSafePermission } from '../../domain/clients/client-portal';
import { type Permission, hasPermission } from '../../domain/permissions';
import type { ApiKeyCaller, AppContext, AppEnv, AuthState } from '../context';
import { AppError } from '../lib/errors';
import { authenticateApiKey } from './api-keys';
import { accountUsable, loadGrants, toSessionUser } from './session-user';
import { findLiveSession, revokeUserSessions } from './sessions';

/**
 * Who may call a route: anyone, any signed-in user, any signed-in staff account (`staff`: never a
 * client's portal login), a user holding a permission (super admin passes), the holder of a pending
 * second-factor token (only POST /v1/auth/login/2fa), or a client's system with an API key
 * (`api-key`, /v1/client-api only).
 */
export type Access = 'public' | 'signed-in' | 'staff' | 'second-factor' | 'api-key' | Permission;

/** Access levels that are not a permission: no grant is checked for them. */
const NOT_A_PERMISSION: ReadonlySet<Access> = new Set(['public', 'signed-in', 'staff', 'second-factor', 'api-key']);

/**
 * A client account (portal login) may use only routes open to every signed-in user and those needing a
 * client-safe permission, whatever its roles hold (docs/decisions/0007-client-accounts-and-api-keys.md).
 */
export function clientAccountMayUse(access: Access): boolean {
  return access === 'signed-in' || access === 'second-factor' || isClientSafePermission(access);
}

function bearer(c: AppContext): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  return match?.[1] ?? null;
}

export function requireAccess(access: Access): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (access === 'public') return next();
    if (access === 'api-key') {
      c.set('apiKey', await authenticateApiKey(c));
      return next();
    }
    const token = bearer(c);
    if (!token) throw new AppError(401, 'Sign in to continue.');
    const deps = c.get('deps');
    const found = await findLiveSession(deps, token, access === 'second-factor' ? 'pending_2fa' : 'session');
    if (!found) throw new AppError(401, 'Your session has ended. Sign in again.');
    if (!accountUsable(found.user, deps.now(), found.clientActive)) {
      await revokeUserSessions(deps.db, found.user.id, deps.now());
      throw new AppError(401, 'This account is no longer active.');
    }
    const { roles, permissions, grants } = await loadGrants(deps.db, found.user);
    const auth: AuthState = {
      user: toSessionUser(found.user, found.company.name, roles, found.user.clientId && found.clientName !== null ? { id: found.user.clientId, name: found.clientName } : null),
      permissions,
      grants,
      companyId: found.company.id,
      clientId: found.user.clientId,
      session: { id: found.session.id, device: found.session.device, createdAt: found.session.createdAt, expiresAt: found.session.expiresAt },
      timeZone: c.get('client').timeZone ?? found.company.timeZone,
    };
    c.set('auth', auth);
    if (!NOT_A_PERMISSION.has(access) && !hasPermission(grants, access as Permission)) {
      throw new AppError(403, 'You do not have permission to do this.', { permission: access });
    }
    if (auth.clientId !== null && !clientAccountMayUse(access)) {
      throw new AppError(403, 'Client accounts cannot use this.', { permission: access });
    }
    return next();
  };
}

/** The signed-in caller; only routes whose access is not 'public' may ask. */
export function authOf(c: AppContext): AuthState {
  const auth = c.get('auth');
  if (!auth) throw new Error(`${c.req.path} reads the caller but is declared public`);
  return auth;
}

/** The client system calling a route whose access is 'api-key'. */
export function apiKeyOf(c: AppContext): ApiKeyCaller {
  const caller = c.get('apiKey');
  if (!caller) throw new Error(`${c.req.path} reads the API key but does not require one`);
  return caller;
}
