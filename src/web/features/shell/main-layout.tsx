import { IonApp, IonSplitPane, setupIonicReact } from '@ionic/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { getQueryClient } from '../../lib/query/query-client';
import { SideMenu } from './side-menu';
import { useSessionRefresh } from './use-session-refresh';

// Ionic's runtime loads with this layout (after login); the sign-in pages are plain markup.
// One look on every handheld (most are Android), and the same in browser tests.
setupIonicReact({ mode: 'md' });

const CONTENT_ID = 'main-content';

/** The main layout: the side menu is an overlay on handhelds and persistent from 1024px. */
export function MainLayout() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <SessionRefresh />
      <IonApp>
        <IonSplitPane contentId={CONTENT_ID} when="(min-width: 1024px)">
          <SideMenu contentId={CONTENT_ID} />
          <div className="ion-page" id={CONTENT_ID}>
            <Outlet />
          </div>
        </IonSplitPane>
      </IonApp>
    </QueryClientProvider>
  );
}

function SessionRefresh() {
  useSessionRefresh();
  return null;
}
