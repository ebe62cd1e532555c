import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ReportMenuPage } from '../../../features/reports/report-menu-page';
import { guardPage } from '../../../lib/navigation/guard';
import { listSearch } from '../../../lib/navigation/list-search';

export const Route = createFileRoute('/_main/report/report-menu')({
  // The open report and its filters: a report's link can be shared and bookmarked.
  validateSearch: listSearch([], ['report', 'at', 'from', 'to', 'clientId'] as const),
  staticData: { page: 'report-menu' },
  beforeLoad: guardPage('report-menu'),
  component: ReportMenuRoute,
});

function ReportMenuRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <ReportMenuPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
