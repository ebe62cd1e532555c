import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { EXPIRY_STATES, LOT_FILTERS, LOT_SORTS } from '../../../../../domain/inventory/lot-list-keys';
import { LotListPage } from '../../../../features/lots/lot-list-page';
import { guardPage } from '../../../../lib/navigation/guard';
import { listSearch } from '../../../../lib/navigation/list-search';

const search = listSearch(LOT_SORTS, LOT_FILTERS);

export const Route = createFileRoute('/_main/inventory/lot/')({
  // An expiry state the list does not know (an old bookmark) shows every lot instead of an error.
  validateSearch: (raw: Record<string, unknown>) => {
    const { expiry, ...rest } = search(raw);
    return (EXPIRY_STATES as readonly string[]).includes(expiry ?? '') ? { ...rest, expiry } : rest;
  },
  staticData: { page: 'lot-list' },
  beforeLoad: guardPage('lot-list'),
  component: LotListRoute,
});

function LotListRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <LotListPage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
