import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { JOB_QUEUE_FILTERS, JOB_QUEUE_SORTS } from '../../../../domain/job-center/job-reads';
import { JobCenterPage } from '../../../features/job-center/job-center-page';
import { guardPage } from '../../../lib/navigation/guard';
import { listSearch } from '../../../lib/navigation/list-search';

export const Route = createFileRoute('/_main/job-center/')({
  validateSearch: listSearch(JOB_QUEUE_SORTS, JOB_QUEUE_FILTERS),
  staticData: { page: 'job-center' },
  beforeLoad: guardPage('job-center'),
  component: JobCenterRoute,
});

function JobCenterRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <JobCenterPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
