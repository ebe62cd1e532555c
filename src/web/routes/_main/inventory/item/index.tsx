import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ITEM_FILTERS, ITEM_SORTS } from '../../../../../domain/inventory/item-list-keys';
import { ItemListPage } from '../../../../features/inventory-items/item-list-page';
import { guardPage } from '../../../../lib/navigation/guard';
import { listSearch } from '../../../../lib/navigation/list-search';

export const Route = createFileRoute('/_main/inventory/item/')({
  // Every filter is a URL value (the dashboard links here filtered); the server validates them again.
  validateSearch: listSearch(ITEM_SORTS, ITEM_FILTERS),
  staticData: { page: 'inventory-item-list' },
  beforeLoad: guardPage('inventory-item-list'),
  component: ItemListRoute,
});

function ItemListRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return (
    <ItemListPage
      search={Route.useSearch()}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
      onOpenItem={(wmsNumber) => void navigate({ to: '/inventory/item/$wmsNumber', params: { wmsNumber } })}
    />
  );
}
