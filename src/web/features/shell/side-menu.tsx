import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import {
  alertCircleOutline, barChartOutline, constructOutline, cubeOutline, downloadOutline, homeOutline,
  paperPlaneOutline, peopleOutline, settingsOutline, shieldCheckmarkOutline,
} from 'ionicons/icons';
import { useEffect, useMemo, useRef } from 'react';
import { activeMenuKey, type MenuEntry, visibleMenu } from '../../lib/navigation/menu';
import { type MenuGroup, PAGES } from '../../lib/navigation/pages';
import { useCurrentPage } from '../../lib/navigation/use-current-page';
import { session, useSession } from '../../lib/session/session';
import { AppIcon } from '../../ui/app-icon';
import { closeMenu, MENU_ID } from '../../ui/menu-drawer';
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

/**
 * The side menu: only the pages the user may open, the current one highlighted. Mounted only while
 * it can be seen (main-layout.tsx): always from 1024px, as a drawer below that while it is open, where
 * it takes the focus and Escape or a tap beside it closes it.
 */
export function SideMenu({ drawer }: { drawer: boolean }) {
  const { i18n, t } = useLingui();
  const state = useSession();
  const sections = useMemo(() => visibleMenu(session.grants()), [state]); // eslint-disable-line react-hooks/exhaustive-deps
  const { page, params } = useCurrentPage();
  const active = activeMenuKey(page, params);
  const router = useRouter();
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!drawer) return;
    const menu = nav.current;
    menu?.querySelector<HTMLElement>('[aria-current="page"], a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu({ restoreFocus: true });
    };
    const onPointer = (event: PointerEvent) => {
      if (menu && !menu.contains(event.target as Node)) closeMenu({ restoreFocus: true });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [drawer]);

  const hrefOf = (entry: MenuEntry) =>
    router.buildLocation({ to: PAGES[entry.page].path, params: entry.params } as never).href;

  return (
    <>
      {drawer ? <div className="menu-backdrop" aria-hidden="true" /> : null}
      <nav ref={nav} id={MENU_ID} className={`side-menu${drawer ? ' is-drawer' : ''}`} aria-label={t`Main menu`} data-testid="side-menu">
        <div className="side-menu__header">
          <CompanyLogo />
          <span className="side-menu__title">{state.company?.name ?? t`Warehouse`}</span>
        </div>
        <div className="scroll-pane">
          <CompanyLogoControls />
          {sections.map((section) => (
            <div key={section.group} className="menu-section">
              <p className="menu-section-title" id={`menu-section-${section.group}`}>
                <AppIcon icon={ICONS[section.group]} />
                {i18n._(section.title)}
              </p>
              <ul aria-labelledby={`menu-section-${section.group}`}>
                {section.entries.map((entry) => {
                  const isActive = entry.key === active;
                  const href = hrefOf(entry);
                  return (
                    <li key={entry.key}>
                      <a
                        className={`menu-entry${isActive ? ' is-active' : ''}`}
                        href={href}
                        data-menu-key={entry.key}
                        aria-current={isActive ? 'page' : undefined}
                        onClick={(event) => {
                          // TanStack Router owns navigation: no full page load.
                          event.preventDefault();
                          closeMenu({ restoreFocus: false });
                          void router.navigate({ href });
                        }}
                      >
                        {i18n._(entry.label ?? PAGES[entry.page].title)}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
          <UserSection />
        </div>
      </nav>
    </>
  );
}
