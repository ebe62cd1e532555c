import { IonContent, IonHeader, IonIcon, IonItem, IonLabel, IonList, IonListHeader, IonMenu, IonMenuToggle, IonTitle, IonToolbar } from '@ionic/react';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import {
  alertCircleOutline, barChartOutline, constructOutline, cubeOutline, downloadOutline, homeOutline,
  paperPlaneOutline, peopleOutline, settingsOutline, shieldCheckmarkOutline,
} from 'ionicons/icons';
import { useMemo } from 'react';
import { activeMenuKey, type MenuEntry, visibleMenu } from '../../lib/navigation/menu';
import { type MenuGroup, PAGES } from '../../lib/navigation/pages';
import { useCurrentPage } from '../../lib/navigation/use-current-page';
import { session, useSession } from '../../lib/session/session';
import { CompanyLogo, CompanyLogoControls } from './company-logo';
import { UserSection } from './user-section';

const ICONS: Record<MenuGroup, string> = {
  home: homeOutline,
  receiving: downloadOutline,
  inventory: cubeOutline,
  'job-center': constructOutline,
  shipping: paperPlaneOutline,
  client: peopleOutline,
  'client-issue': alertCircleOutline,
  report: barChartOutline,
  admin: shieldCheckmarkOutline,
  setting: settingsOutline,
};

/** The side menu: only the pages the user may open, the current one highlighted. */
export function SideMenu({ contentId }: { contentId: string }) {
  const { i18n, t } = useLingui();
  const state = useSession();
  const sections = useMemo(() => visibleMenu(session.grants()), [state]); // eslint-disable-line react-hooks/exhaustive-deps
  const { page, params } = useCurrentPage();
  const active = activeMenuKey(page, params);
  const router = useRouter();

  const hrefOf = (entry: MenuEntry) =>
    router.buildLocation({ to: PAGES[entry.page].path, params: entry.params } as never).href;

  return (
    <IonMenu contentId={contentId} type="overlay" aria-label={t`Main menu`} data-testid="side-menu">
      <IonHeader>
        <IonToolbar>
          <CompanyLogo />
          <IonTitle>{state.company?.name ?? t`Warehouse`}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <CompanyLogoControls />
        <nav aria-label={t`Main menu`}>
          {sections.map((section) => (
            <IonList key={section.group} lines="none">
              <IonListHeader className="menu-section-title">
                <IonIcon icon={ICONS[section.group]} aria-hidden="true" className="ion-margin-end" />
                <IonLabel>{i18n._(section.title)}</IonLabel>
              </IonListHeader>
              {section.entries.map((entry) => {
                const isActive = entry.key === active;
                const href = hrefOf(entry);
                return (
                  <IonMenuToggle key={entry.key} autoHide={false}>
                    <IonItem
                      className={`menu-entry${isActive ? ' is-active' : ''}`}
                      button
                      detail={false}
                      href={href}
                      data-menu-key={entry.key}
                      aria-current={isActive ? 'page' : undefined}
                      onClick={(event) => {
                        // TanStack Router owns navigation: no full page load.
                        event.preventDefault();
                        void router.navigate({ href });
                      }}
                    >
                      <IonLabel>{i18n._(entry.label ?? PAGES[entry.page].title)}</IonLabel>
                    </IonItem>
                  </IonMenuToggle>
                );
              })}
            </IonList>
          ))}
        </nav>
        <UserSection />
      </IonContent>
    </IonMenu>
  );
}
