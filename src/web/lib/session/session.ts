import { type Permission, hasPermission } from '../../../domain/permissions';
import { useStore } from '../store/create-store';
import { createSessionStore, type SessionState } from './session-store';

/** The app's one session, read by the API clients, the guard and the components. */
export const session = createSessionStore();

export function useSession(): SessionState {
  return useStore(session);
}

/** Whether the signed-in user holds `permission`: for hiding what the server would refuse anyway. */
export function can(permission: Permission): boolean {
  const grants = session.grants();
  return grants !== null && hasPermission(grants, permission);
}
