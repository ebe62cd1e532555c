import { useLingui } from '@lingui/react/macro';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, Outlet, useRouter } from '@tanstack/react-router';
import { logOutOutline } from 'ionicons/icons';
import { type ReactNode, useState } from 'react';
import { apiQuiet } from '../../lib/api/clients';
import { getQueryClient } from '../../lib/query/query-client';
import { session, useSession } from '../../lib/session/session';
import { logout } from '../../lib/session/session-actions';
import { AppIcon } from '../../ui/app-icon';
import { LanguageSelect } from '../../ui/language-select';
import { StatusFrameContext } from '../../ui/status-frame';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CompanyLogo, useSessionRefresh } from '../shell/public';
import './portal.css';

/**
 * The client portal (spec: root layout, outside the staff layout): the warehouse's name and logo, the
 * client it serves, the portal's own pages, and no staff menu. Staff who hold the permission see the
 * same pages, with the client they look at chosen on the page and a way back to the warehouse.
 */
export function PortalLayout() {
  const { t } = useLingui();
  const { user, company } = useSession();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const staff = user !== null && !user.client;

  async function onLogout() {
    setLeaving(true);
    try {
      await logout(session, apiQuiet);
    } finally {
      setLeaving(false);
      await router.navigate({ to: '/login' });
    }
  }

  return (
    <QueryClientProvider client={getQueryClient()}>
      <SessionRefresh />
      <div className="portal-shell">
        <header className="portal-header">
          <div className="portal-brand">
            <CompanyLogo />
            <div>
              <p className="portal-brand__company">{company?.name ?? user?.companyName ?? ''}</p>
              <p className="portal-brand__client" data-testid="portal-client">
                {user?.client ? user.client.name : t`Warehouse staff`}
              </p>
            </div>
          </div>
          <nav className="portal-nav" aria-label={t`Client portal`}>
            <Link to="/issue_dashboard" activeProps={{ 'aria-current': 'page' }}>{t`Issues`}</Link>
            <Link to="/issue_report" activeProps={{ 'aria-current': 'page' }}>{t`Report an issue`}</Link>
            <Link to="/portal/stock" activeProps={{ 'aria-current': 'page' }}>{t`Stock`}</Link>
            <Link to="/portal/orders" activeProps={{ 'aria-current': 'page' }}>{t`Orders`}</Link>
            {staff ? <Link to="/">{t`Back to the warehouse`}</Link> : null}
          </nav>
          <div className="portal-user">
            <LanguageSelect />
            <button type="button" className="portal-logout" disabled={leaving} onClick={() => void onLogout()} data-testid="logout-button">
              <AppIcon icon={logOutOutline} />
              {t`Log out`}
            </button>
          </div>
        </header>
        <StatusFrameContext.Provider value={portalStatusFrame}>
          <Outlet />
        </StatusFrameContext.Provider>
      </div>
    </QueryClientProvider>
  );
}

function SessionRefresh() {
  useSessionRefresh();
  return null;
}

/** A portal page: its title as the page's one heading, and its content. */
export function PortalFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main className="portal-main">
      <h1 className="page-title" data-testid="page-title">
        {title}
      </h1>
      {children}
    </main>
  );
}

function portalStatusFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <PortalFrame title={title}>
      <div data-testid={testId}>{children}</div>
    </PortalFrame>
  );
}
