import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ISSUE_FILTERS, ISSUE_SORTS } from '../../../domain/client-issues/statuses';
import { IssueDashboardPage } from '../../features/client-portal/issue-dashboard-page';
import { guardPage } from '../../lib/navigation/guard';
import { listSearch } from '../../lib/navigation/list-search';

export const Route = createFileRoute('/_portal/issue_dashboard')({
  // `issue` opens one issue (the link in the mails); the rest is the list's state.
  validateSearch: listSearch(ISSUE_SORTS, [...ISSUE_FILTERS, 'issue'] as const),
  staticData: { page: 'client-issue-dashboard' },
  beforeLoad: guardPage('client-issue-dashboard'),
  component: IssueDashboardRoute,
});

function IssueDashboardRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <IssueDashboardPage search={Route.useSearch()} onSearchChange={(search, replace = true) => void navigate({ search, replace })} />;
}
