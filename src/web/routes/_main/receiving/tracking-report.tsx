import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { TRACKING_REPORT_FILTERS } from '../../../../domain/tracking/list-keys';
import { type TrackingReportSearch, TrackingReportPage } from '../../../features/tracking/tracking-report-page';
import { guardPage } from '../../../lib/navigation/guard';

/** Keeps the report's filters that are text; the server checks the days and the client again. */
function reportSearch(search: Record<string, unknown>): TrackingReportSearch {
  return Object.fromEntries(TRACKING_REPORT_FILTERS.flatMap((key) => (typeof search[key] === 'string' && search[key] !== '' ? [[key, search[key]]] : [])));
}

export const Route = createFileRoute('/_main/receiving/tracking-report')({
  validateSearch: reportSearch,
  staticData: { page: 'receiving-tracking-report' },
  beforeLoad: guardPage('receiving-tracking-report'),
  component: TrackingReportRoute,
});

function TrackingReportRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <TrackingReportPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
