import type { Company, SessionUser } from '../../../domain/auth/schemas';
import { type Grants, grantsOf } from '../../../domain/permissions';
import { readItem, readJson, StorageKey, writeItem } from '../storage';
import { createStore } from '../store/create-store';

/** The user session of the spec (section 3), as the browser keeps it. */
export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  permissions: readonly string[];
  company: Company | null;
}

/** What `wms.session` holds next to the token (read again on an offline start). */
interface PersistedSession {
  user: SessionUser | null;
  permissions: string[];
  company: Company | null;
}

export interface SessionStore {
  get(): SessionState;
  /** Grants of the signed-in user, or null when nobody is signed in (no token or no user). */
  grants(): Grants | null;
  isSuperAdmin(): boolean;
  subscribe(listener: () => void): () => void;
  setToken(token: string | null): void;
  setUser(user: SessionUser, permissions: readonly string[]): void;
  setCompany(company: Company | null): void;
  /** Log out locally: user, token, permissions and company are removed. */
  clear(): void;
  /** Reads storage again (used when another tab changed it). */
  hydrate(): void;
  /** Follows token and session changes made in other tabs; returns the unsubscribe. */
  followOtherTabs(target?: Window): () => void;
  /** Called after a change that came from another tab. */
  onExternalChange(listener: () => void): () => void;
}

/**
 * Whether two answers name the same user with the same permissions: when they do not, the page on
 * screen may no longer be allowed (or newly allowed) and its guard must run again.
 */
export function sameUserAndPermissions(a: Pick<SessionState, 'user' | 'permissions'>, b: Pick<SessionState, 'user' | 'permissions'>): boolean {
  return JSON.stringify(a.permissions) === JSON.stringify(b.permissions) && JSON.stringify(a.user) === JSON.stringify(b.user);
}

const EMPTY: SessionState = { token: null, user: null, permissions: [], company: null };

function readStorage(): SessionState {
  const token = readItem(StorageKey.token);
  const persisted = readJson<PersistedSession>(StorageKey.session);
  if (!persisted) return { ...EMPTY, token };
  return {
    token,
    user: persisted.user ?? null,
    permissions: Array.isArray(persisted.permissions) ? persisted.permissions : [],
    company: persisted.company ?? null,
  };
}

export function createSessionStore(): SessionStore {
  const state = createStore<SessionState>(readStorage());
  let grants: Grants | null = null;
  let grantsFor: SessionState | null = null;
  const externalListeners = new Set<() => void>();

  function set(next: SessionState, persist = true) {
    if (persist) {
      // Session first, token last: another tab sees a complete session when the token arrives.
      const persisted: PersistedSession = { user: next.user, permissions: [...next.permissions], company: next.company };
      writeItem(StorageKey.session, next.user ? JSON.stringify(persisted) : null);
      writeItem(StorageKey.token, next.token);
    }
    state.set(next);
  }

  const store: SessionStore = {
    get: state.get,
    grants() {
      const current = state.get();
      if (grantsFor !== current) {
        grantsFor = current;
        grants = current.token && current.user ? grantsOf(current.user.roles, current.permissions) : null;
      }
      return grants;
    },
    isSuperAdmin: () => store.grants()?.isSuperAdmin ?? false,
    subscribe: state.subscribe,
    setToken: (token) => set({ ...state.get(), token }),
    setUser: (user, permissions) => set({ ...state.get(), user, permissions: [...permissions] }),
    setCompany: (company) => set({ ...state.get(), company }),
    clear: () => set(EMPTY),
    hydrate: () => set(readStorage(), false),
    followOtherTabs(target = window) {
      const onStorage = (event: StorageEvent) => {
        // key null means another tab cleared the whole storage.
        if (event.key !== null && event.key !== StorageKey.token && event.key !== StorageKey.session) return;
        store.hydrate();
        externalListeners.forEach((listener) => listener());
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    },
    onExternalChange(listener) {
      externalListeners.add(listener);
      return () => externalListeners.delete(listener);
    },
  };
  return store;
}
