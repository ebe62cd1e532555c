import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { MOVEMENT_HISTORY_FILTERS } from '../../../../domain/ledger/movement-history-keys';
import { MovementHistoryPage } from '../../../features/movement-history/movement-history-page';
import { guardPage } from '../../../lib/navigation/guard';
import { listSearch } from '../../../lib/navigation/list-search';

export const Route = createFileRoute('/_main/movement/history')({
  validateSearch: listSearch([], MOVEMENT_HISTORY_FILTERS),
  staticData: { page: 'movement-history' },
  beforeLoad: guardPage('movement-history'),
  component: MovementHistoryRoute,
});

function MovementHistoryRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <MovementHistoryPage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: next })} />;
}
