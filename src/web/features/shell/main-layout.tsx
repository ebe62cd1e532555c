import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Outlet } from '@tanstack/react-router';
import { getQueryClient } from '../../lib/query/query-client';
import { persistOptions } from '../../lib/query/query-persistence';
import { usePersistentStorageRequest } from '../../offline/pwa/persistent-storage';
import { PwaNotices } from '../../offline/pwa/pwa-notices';
import { useMenuOpen, useWideLayout } from '../../ui/menu-drawer';
import { StatusFrameContext } from '../../ui/status-frame';
import { mainStatusFrame } from './main-status-frame';
import { SideMenu } from './side-menu';
import { useSessionRefresh } from './use-session-refresh';
import './shell.css';

// This module's address carries its content hash in a production build, so it changes with every
// release: a cache written by another build is dropped rather than read with the wrong shape.
const persistence = persistOptions(localStorage, new URL(import.meta.url).pathname);

/**
 * The main layout, in native markup (Ionic's runtime loads with the first screen that uses one of
 * its components, ADR 0023): the side menu is a drawer on handhelds and persistent from 1024px.
 */
export function MainLayout() {
  usePersistentStorageRequest();
  const wide = useWideLayout();
  const drawer = useMenuOpen() && !wide;
  return (
    <PersistQueryClientProvider client={getQueryClient()} persistOptions={persistence}>
      <SessionRefresh />
      <div className="app-shell">
        {wide || drawer ? <SideMenu drawer={drawer} /> : null}
        {/* Behind an open drawer the screen can be neither focused nor read. */}
        <div className="app-main" inert={drawer}>
          {/* The screens' frame fills this box; the notices below it take space instead of covering it. */}
          <div className="main-outlet">
            <StatusFrameContext.Provider value={mainStatusFrame}>
              <Outlet />
            </StatusFrameContext.Provider>
          </div>
          <PwaNotices />
        </div>
      </div>
    </PersistQueryClientProvider>
  );
}

function SessionRefresh() {
  useSessionRefresh();
  return null;
}
