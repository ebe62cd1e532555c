import type { MiddlewareHandler } from 'hono';
import { type Permission, hasPermission } from '../../domain/permissions';
import type { AppContext, AppEnv, AuthState } from '../context';
import { AppError } from '../lib/errors';
import { accountUsable, loadGrants, toSessionUser } from './session-user';
import { findLiveSession, revokeUserSessions } from './sessions';

/**
 * Who may call a route: anyone, any signed-in user, a user holding a permission (super admin passes),
 * or the holder of a pending second-factor token (only POST /v1/auth/login/2fa).
 */
export type Access = 'public' | 'signed-in' | 'second-factor' | Permission;

function bearer(c: AppContext): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  return match?.[1] ?? null;
}

export function requireAccess(access: Access): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (access === 'public') return next();
    const token = bearer(c);
    if (!token) throw new AppError(401, 'Sign in to continue.');
    const deps = c.get('deps');
    const found = await findLiveSession(deps, token, access === 'second-factor' ? 'pending_2fa' : 'session');
    if (!found) throw new AppError(401, 'Your session has ended. Sign in again.');
    if (!accountUsable(found.user, deps.now())) {
      await revokeUserSessions(deps.db, found.user.id, deps.now());
      throw new AppError(401, 'This account is no longer active.');
    }
    const { roles, permissions, grants } = await loadGrants(deps.db, found.user.id);
    const auth: AuthState = {
      user: toSessionUser(found.user, found.company.name, roles),
      permissions,
      grants,
      companyId: found.company.id,
      session: { id: found.session.id, device: found.session.device, createdAt: found.session.createdAt, expiresAt: found.session.expiresAt },
      timeZone: c.get('client').timeZone ?? found.company.timeZone,
    };
    c.set('auth', auth);
    if (access !== 'signed-in' && access !== 'second-factor' && !hasPermission(grants, access)) {
      throw new AppError(403, 'You do not have permission to do this.', { permission: access });
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
