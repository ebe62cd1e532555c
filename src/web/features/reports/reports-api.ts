import { queryOptions } from '@tanstack/react-query';
import type { ReportAnswer, ReportId } from '../../../domain/reports/reports';
import { apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';

const reportKeys = entityKeys('report');

export const reportQuery = (report: ReportId, query: Record<string, string>) =>
  queryOptions({ queryKey: reportKeys.list({ report, ...query }), queryFn: () => apiQuiet.get<ReportAnswer>(`/reports/${report}`, { query }) });

export const reportOptionsQuery = () =>
  queryOptions({ queryKey: reportKeys.detail('options'), queryFn: () => apiQuiet.get<{ clients: { id: string; name: string }[] }>('/report-options'), staleTime: 60_000 });
