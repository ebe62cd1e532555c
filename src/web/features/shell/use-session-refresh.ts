import { useQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';
import { session } from '../../lib/session/session';
import { sameUserAndPermissions } from '../../lib/session/session-store';
import type { MePayload } from '../../../domain/auth/schemas';

const sessionKeys = entityKeys('session');

/**
 * Reads user and permissions again on every navigation, in the background. A role change made by an
 * admin reaches the menu and the guard on the user's next step, and a session that was ended
 * elsewhere (logout on another device, deactivation) answers 401, which logs the user out here too.
 */
export function useSessionRefresh(): void {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { data, refetch } = useQuery({
    queryKey: sessionKeys.detail('me'),
    // Unlike the boot load, this call leaves 401/403 to the app's one auth reaction.
    queryFn: () => apiQuiet.get<MePayload>('/auth/me'),
    staleTime: 0,
    refetchOnWindowFocus: true,
    enabled: session.get().token !== null,
  });

  useEffect(() => {
    if (session.get().token) void refetch();
  }, [pathname, refetch]);

  useEffect(() => {
    if (!data || !session.get().token) return;
    if (sameUserAndPermissions(session.get(), data)) return;
    session.setUser(data.user, data.permissions);
    // The page on screen may no longer be allowed (or newly allowed): run its guard again.
    void router.invalidate();
  }, [data, router]);
}
