import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClientIssue, IssueCreateInput, IssueDetail, IssueStats } from '../../../domain/client-issues/client-issues';
import type { ListPage } from '../../../domain/lists/list-query';
import { api, apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';

/** Client issues: a message or a step changes the issue, its list row and the dashboard's figures. */
export const issueKeys = entityKeys('client-issue');

const base = '/client-issues';
const path = (number: string) => `${base}/${encodeURIComponent(number)}`;

export const issueListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: issueKeys.list(query),
    queryFn: () => apiQuiet.get<ListPage<ClientIssue>>(base, { query }),
    placeholderData: keepPreviousData,
  });

export const issueQuery = (number: string) => queryOptions({ queryKey: issueKeys.detail(number), queryFn: () => apiQuiet.get<IssueDetail>(path(number)) });

export const issueStatsQuery = (clientId: string | undefined) =>
  queryOptions({ queryKey: issueKeys.list({ stats: clientId ?? '' }), queryFn: () => apiQuiet.get<IssueStats>(`${base}/stats`, { query: clientId ? { clientId } : {} }) });

/** One photo of an issue's report. A stored photo never changes, so it is read once while cached. */
export const issuePhotoQuery = (id: string) =>
  queryOptions({ queryKey: [...issueKeys.all, 'photo', id], queryFn: () => apiQuiet.download(`${base}/photos/${id}`), staleTime: Number.POSITIVE_INFINITY });

export const issueClientsQuery = () =>
  queryOptions({ queryKey: issueKeys.list({ clients: 'all' }), queryFn: () => apiQuiet.get<{ clients: { id: string; name: string }[] }>(`${base}/clients`), staleTime: 60_000 });

export const issueAssigneesQuery = () =>
  queryOptions({ queryKey: issueKeys.list({ assignees: 'all' }), queryFn: () => apiQuiet.get<{ people: { id: string; username: string }[] }>(`${base}/assignees`), staleTime: 60_000 });

export const reportIssue = (body: IssueCreateInput) => api.post<IssueDetail>(base, body);
export const writeIssueMessage = (number: string, body: string) => api.post<IssueDetail>(`${path(number)}/messages`, { body });
export const assignIssue = (number: string, assigneeId: string | null) => api.post<IssueDetail>(`${path(number)}/assign`, { assigneeId });

export type IssueStep = 'start' | 'resolve' | 'reopen';
export const issueStep = (number: string, step: IssueStep) => api.post<IssueDetail>(`${path(number)}/${step}`, {});
