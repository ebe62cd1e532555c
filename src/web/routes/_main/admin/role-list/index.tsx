import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { RoleListPage } from '../../../../features/accounts/role-list-page';
import { guardPage } from '../../../../lib/navigation/guard';
import { listSearch } from '../../../../lib/navigation/list-search';

export const Route = createFileRoute('/_main/admin/role-list/')({
  validateSearch: listSearch(['name', 'accounts', 'createdAt']),
  staticData: { page: 'admin-role-list' },
  beforeLoad: guardPage('admin-role-list'),
  component: RolesRoute,
});

function RolesRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <RoleListPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
