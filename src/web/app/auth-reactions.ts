import { PUBLIC_PATHS } from '../../domain/guard';
import type { AuthEvent, AuthEvents } from '../lib/api/api-client';
import { rememberDeniedPage } from '../lib/navigation/guard';
import type { SessionStore } from '../lib/session/session-store';
import type { AppRouter } from './router';

export type AuthReaction = { kind: 'none' } | { kind: 'login'; next: string } | { kind: 'no-permission' };

/**
 * The error catalogue's auth rows (spec section 8), decided in one place:
 * 401 on any call → log out and go to login with next, unless already on login;
 * 403 → /no-permission, except on the public paths, where the caller alone gets the error.
 */
export function reactionTo(event: AuthEvent, location: { pathname: string; href: string }): AuthReaction {
  if (event.type === 'unauthorized') {
    return location.pathname === '/login' ? { kind: 'none' } : { kind: 'login', next: location.href };
  }
  return PUBLIC_PATHS.includes(location.pathname) || location.pathname === '/no-permission'
    ? { kind: 'none' }
    : { kind: 'no-permission' };
}

/** Subscribes the app to the transport's auth events and to session changes made in other tabs. */
export function installAuthReactions(router: AppRouter, store: SessionStore, events: AuthEvents): () => void {
  const offEvents = events.subscribe((event) => {
    const location = router.state.location;
    const reaction = reactionTo(event, location);
    if (reaction.kind === 'login') {
      store.clear();
      void router.navigate({ to: '/login', search: { next: reaction.next } });
    } else if (reaction.kind === 'no-permission') {
      // The location, not the rendered matches: a loader's refused call comes while its navigation is
      // pending, when the matches on screen still belong to the page before.
      const [, , found] = router.getMatchedRoutes(location.pathname);
      const current = found?.options.staticData?.page;
      if (current) rememberDeniedPage(current);
      void router.navigate({ to: '/no-permission' });
    }
  });
  // Another tab logged in, out or changed the token: both API clients already read the new token
  // from the store; the guard runs again for the page on screen.
  const offTabs = store.followOtherTabs();
  const offExternal = store.onExternalChange(() => void router.invalidate());
  return () => {
    offEvents();
    offTabs();
    offExternal();
  };
}
