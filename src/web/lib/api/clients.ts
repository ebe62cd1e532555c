import { session } from '../session/session';
import { type Credentials, createApiClient, createAuthEvents } from './api-client';

/** Auth outcomes of every call of both clients; app/auth-reactions.ts is the one subscriber. */
export const authEvents = createAuthEvents();

/** Both clients read the token at request time, so a change (also from another tab) reaches both. */
const credentials: Credentials = {
  token: () => session.get().token,
  companyName: () => session.get().user?.companyName ?? session.get().company?.name ?? null,
};

/** Drives the global loading overlay. */
export const api = createApiClient({ credentials, events: authEvents, loading: true });
/** Same base and headers, no overlay: background refreshes, logout. */
export const apiQuiet = createApiClient({ credentials, events: authEvents, loading: false });
