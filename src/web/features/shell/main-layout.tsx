import { IonApp, IonSplitPane, setupIonicReact } from '@ionic/react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Outlet } from '@tanstack/react-router';
import { getQueryClient } from '../../lib/query/query-client';
import { persistOptions } from '../../lib/query/query-persistence';
import { usePersistentStorageRequest } from '../../offline/pwa/persistent-storage';
import { PwaNotices } from '../../offline/pwa/pwa-notices';
import { SideMenu } from './side-menu';
import { useSessionRefresh } from './use-session-refresh';

// Ionic's runtime loads with this layout (after login); the sign-in pages are plain markup.
// One look on every handheld (most are Android), and the same in browser tests.
setupIonicReact({ mode: 'md' });

const CONTENT_ID = 'main-content';

// This module's address carries its content hash in a production build, so it changes with every
// release: a cache written by another build is dropped rather than read with the wrong shape.
const persistence = persistOptions(localStorage, new URL(import.meta.url).pathname);

/** The main layout: the side menu is an overlay on handhelds and persistent from 1024px. */
export function MainLayout() {
  usePersistentStorageRequest();
  return (
    <PersistQueryClientProvider client={getQueryClient()} persistOptions={persistence}>
      <SessionRefresh />
      <IonApp>
        <IonSplitPane contentId={CONTENT_ID} when="(min-width: 1024px)">
          <SideMenu contentId={CONTENT_ID} />
          <div className="ion-page" id={CONTENT_ID}>
            {/* The screens' IonPage fills this box; the notices below it take space instead of covering it. */}
            <div className="main-outlet">
              <Outlet />
            </div>
            <PwaNotices />
          </div>
        </IonSplitPane>
      </IonApp>
    </PersistQueryClientProvider>
  );
}

function SessionRefresh() {
  useSessionRefresh();
  return null;
}
