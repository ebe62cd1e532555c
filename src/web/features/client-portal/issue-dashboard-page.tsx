import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { ClientIssue } from '../../../domain/client-issues/client-issues';
import { ISSUE_STATUSES, type ISSUE_FILTERS, type ISSUE_SORTS } from '../../../domain/client-issues/statuses';
import { clientIssueStates } from '../../../domain/states/client-issue-states';
import { formatDate } from '../../i18n/format-date';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { useSession } from '../../lib/session/session';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { FilterSelect, stateChoices } from '../../ui/data-table/filter-fields';
import { StateChip } from '../../ui/state-chip';
import { IssueCharts } from './issue-charts';
import { IssueDetailView } from './issue-detail';
import { CONCERN_LABELS } from './issue-texts';
import { issueClientsQuery, issueListQuery } from './issues-api';
import { PortalFrame } from './portal-layout';

export type IssueSearch = ListSearch<(typeof ISSUE_SORTS)[number], (typeof ISSUE_FILTERS)[number] | 'issue'>;
type Filter = (typeof ISSUE_FILTERS)[number];

/** The list's API query: the open issue's number stays in the URL only. */
const listQueryOf = ({ issue: _issue, ...search }: IssueSearch) => apiQueryOf(search);

/**
 * Client issues: the charts, then the issues, most recently changed first; `issue` in the URL opens one.
 * A client account sees its own client's; staff every client's, with the client and assignee filters.
 */
export function IssueDashboardPage({ search, onSearchChange }: { search: IssueSearch; onSearchChange: (next: IssueSearch, replace?: boolean) => void }) {
  const { i18n, t } = useLingui();
  const { user } = useSession();
  const staff = !user?.client;
  const list = useQuery({ ...issueListQuery(listQueryOf(search)), enabled: !search.issue });
  const clients = useQuery({ ...issueClientsQuery(), enabled: staff });

  const columns = useMemo<DataColumn<ClientIssue>[]>(
    () => [
      {
        id: 'number',
        header: t`Issue`,
        sortable: true,
        alwaysVisible: true,
        cell: (row) => (
          <Link to="/issue_dashboard" search={{ issue: row.number }}>
            {row.number}
          </Link>
        ),
      },
      { id: 'status', header: t`Status`, sortable: true, cell: (row) => <StateChip machine={clientIssueStates} state={row.status} /> },
      { id: 'subject', header: t`Subject`, cell: (row) => row.subject },
      ...(staff ? [{ id: 'client', header: t`Client`, cell: (row: ClientIssue) => row.client.name }] : []),
      { id: 'concern', header: t`Concerns`, cell: (row) => (row.concern ? `${i18n._(CONCERN_LABELS[row.concern.kind])} ${row.concern.reference}` : null) },
      { id: 'createdAt', header: t`Reported`, sortable: true, cell: (row) => formatDate(row.createdAt) },
      { id: 'updatedAt', header: t`Last change`, sortable: true, cell: (row) => formatDate(row.updatedAt) },
      { id: 'assignee', header: t`Assigned to`, cell: (row) => row.assignee?.username ?? null },
      { id: 'messages', header: t`Messages`, cell: (row) => i18n.number(row.messages) },
    ],
    [i18n, t, staff],
  );

  if (search.issue) return <IssueDetailView number={search.issue} onBack={() => onSearchChange({ ...search, issue: undefined }, false)} />;

  const set = (key: Filter, value: string) => onSearchChange({ ...search, [key]: value || undefined, page: undefined });

  return (
    <PortalFrame title={t`Client issue dashboard`}>
      <IssueCharts clientId={search.clientId} />
      <DataTable
        tableId="client-issues"
        label={t`Client issues`}
        searchLabel={t`Search by number, subject or reference`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(row) => row.id}
        exportPath="/client-issues/export"
        exportName="client-issues.csv"
        exportQuery={listQueryOf}
        filters={
          <>
            <FilterSelect
              label={t`Status`}
              all={t`All states`}
              value={search.status}
              choices={stateChoices(i18n, clientIssueStates, ISSUE_STATUSES)}
              onChange={(value) => set('status', value)}
            />
            {staff ? (
              <>
                <FilterSelect
                  label={t`Client`}
                  all={t`All clients`}
                  value={search.clientId}
                  choices={(clients.data?.clients ?? []).map((c) => ({ value: c.id, label: c.name }))}
                  onChange={(value) => set('clientId', value)}
                />
                <FilterSelect
                  label={t`Assigned`}
                  all={t`Anyone`}
                  value={search.assigned}
                  choices={[
                    { value: 'me', label: t`To me` },
                    { value: 'none', label: t`To nobody` },
                  ]}
                  onChange={(value) => set('assigned', value)}
                />
              </>
            ) : null}
          </>
        }
      />
    </PortalFrame>
  );
}
