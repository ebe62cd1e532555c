import { useLingui } from '@lingui/react/macro';
import { menuOutline } from 'ionicons/icons';
import { type ReactNode, useEffect } from 'react';
import { markFirstScreenCommitted } from '../lib/first-screen';
import { useCurrentPage } from '../lib/navigation/use-current-page';
import { SyncStatus } from '../offline/sync-status';
import { AppIcon } from './app-icon';
import { Breadcrumbs } from './breadcrumbs';
import { MENU_ID, openMenu, useMenuOpen } from './menu-drawer';
import { useDocumentTitle } from './use-document-title';
import './screen-frame.css';

interface ScreenFrameProps {
  /** Overrides the page table's title (e.g. a record's number). */
  title?: string;
  /** Toolbar buttons at the end of the header. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of every screen in the main layout: header with the menu button (small screens),
 * the page title, breadcrumbs (from 1024px) and the scrolling content. Native markup, so that the
 * first screen paints without Ionic's runtime (ADR 0023).
 */
export function ScreenFrame({ title, actions, children }: ScreenFrameProps) {
  const { page, params } = useCurrentPage();
  const { i18n, t } = useLingui();
  const menuOpen = useMenuOpen();
  const heading = title ?? (page ? i18n._(page.title) : '');
  useDocumentTitle(heading);
  useEffect(markFirstScreenCommitted, []);
  return (
    <div className="screen-frame">
      <header className="screen-header">
        <button
          type="button"
          className="menu-button"
          aria-label={t`Menu`}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? MENU_ID : undefined}
          data-testid="menu-button"
          onClick={(event) => openMenu(event.currentTarget)}
        >
          <AppIcon icon={menuOutline} />
        </button>
        <h1 className="page-title" data-testid="page-title">
          {heading}
        </h1>
        <div className="screen-header__end">
          {actions}
          <SyncStatus />
        </div>
      </header>
      <main className="screen-scroll scroll-pane">
        {page ? <Breadcrumbs page={page} params={params} title={title} /> : null}
        {/* A section, so that a screen's own <header> is a heading block inside the main content,
            not a second page banner nested in it. */}
        <section className="screen-body ion-padding">{children}</section>
      </main>
    </div>
  );
}
