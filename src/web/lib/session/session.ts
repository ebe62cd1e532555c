import { useSyncExternalStore } from 'react';
import { createSessionStore, type SessionState } from './session-store';

/** The app's one session, read by the API clients, the guard and the components. */
export const session = createSessionStore();

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
