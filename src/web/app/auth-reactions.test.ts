import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '../../domain/guard';
import type { AuthEvent } from '../lib/api/api-client';
import { ApiError } from '../lib/api/api-error';
import { reactionTo } from './auth-reactions';

const event = (type: AuthEvent['type']): AuthEvent => ({
  type,
  error: new ApiError({ kind: type, status: type === 'unauthorized' ? 401 : 403, code: null, message: '', path: '/x' }),
});
const at = (href: string) => ({ pathname: href.split('?')[0] ?? href, href });

describe('reactions to the transport auth events (error catalogue)', () => {
  it('401 anywhere but login → log out and go to login with next', () => {
    expect(reactionTo(event('unauthorized'), at('/receiving?page=2'))).toEqual({ kind: 'login', next: '/receiving?page=2' });
    expect(reactionTo(event('unauthorized'), at('/'))).toEqual({ kind: 'login', next: '/' });
  });
  it('401 on login → nothing (the form shows it)', () => {
    expect(reactionTo(event('unauthorized'), at('/login?next=%2F'))).toEqual({ kind: 'none' });
  });
  it('403 → no-permission', () => {
    expect(reactionTo(event('forbidden'), at('/setting/system'))).toEqual({ kind: 'no-permission' });
  });
  it.each(PUBLIC_PATHS)('403 on the public path %s → passed on to the caller', (path) => {
    expect(reactionTo(event('forbidden'), at(path))).toEqual({ kind: 'none' });
  });
  it('the public-path list is the spec one', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual(['/invalid-reset-password-token', '/login', '/request-reset-password']);
  });
});
