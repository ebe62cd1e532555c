import { IonButtons, IonContent, IonHeader, IonMenuButton, IonPage, IonToolbar } from '@ionic/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useCurrentPage } from '../lib/navigation/use-current-page';
import { SyncStatus } from '../offline/sync-status';
import { Breadcrumbs } from './breadcrumbs';

interface ScreenFrameProps {
  /** Overrides the page table's title (e.g. a record's number). */
  title?: string;
  /** Toolbar buttons at the end of the header. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of every screen in the main layout: header with the menu button (small screens),
 * the page title, breadcrumbs (from 1024px) and the scrolling content.
 */
export function ScreenFrame({ title, actions, children }: ScreenFrameProps) {
  const { page, params } = useCurrentPage();
  const { i18n, t } = useLingui();
  const heading = title ?? (page ? i18n._(page.title) : '');
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar color="primary">
          <IonButtons slot="start">
            <IonMenuButton aria-label={t`Menu`} data-testid="menu-button" />
          </IonButtons>
          <h1 className="page-title ion-padding-start" data-testid="page-title">
            {heading}
          </h1>
          <IonButtons slot="end">
            {actions}
            <SyncStatus />
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        {page ? <Breadcrumbs page={page} params={params} title={title} /> : null}
        <div className="screen-body ion-padding">{children}</div>
      </IonContent>
    </IonPage>
  );
}
