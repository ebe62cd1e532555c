import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { IssueReportPage } from '../../features/client-portal/issue-report-page';
import { guardPage } from '../../lib/navigation/guard';

export const Route = createFileRoute('/_portal/issue_report')({
  staticData: { page: 'client-issue-report' },
  beforeLoad: guardPage('client-issue-report'),
  component: IssueReportRoute,
});

function IssueReportRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <IssueReportPage onReported={(number) => void navigate({ to: '/issue_dashboard', search: { issue: number } })} />;
}
