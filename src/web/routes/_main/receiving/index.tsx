import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { CONTROL_NUMBER_FILTERS, CONTROL_NUMBER_SORTS } from '../../../../domain/receiving/list-keys';
import { CONTROL_NUMBER_STATUSES } from '../../../../domain/receiving/statuses';
import { ReceivingListPage } from '../../../features/receiving/receiving-list-page';
import { guardPage } from '../../../lib/navigation/guard';
import { listSearch } from '../../../lib/navigation/list-search';

const search = listSearch(CONTROL_NUMBER_SORTS, CONTROL_NUMBER_FILTERS);

export const Route = createFileRoute('/_main/receiving/')({
  // A state the list does not know (an old bookmark) shows every state instead of an error.
  validateSearch: (raw: Record<string, unknown>) => {
    const { status, ...rest } = search(raw);
    return (CONTROL_NUMBER_STATUSES as readonly string[]).includes(status ?? '') ? { ...rest, status } : rest;
  },
  staticData: { page: 'receiving-list' },
  beforeLoad: guardPage('receiving-list'),
  component: ReceivingListRoute,
});

function ReceivingListRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <ReceivingListPage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
