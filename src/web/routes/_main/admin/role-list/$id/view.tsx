import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { RoleViewPage } from '../../../../../features/accounts/role-view-page';
import { roleQuery } from '../../../../../features/accounts/accounts-api';
import { guardPage } from '../../../../../lib/navigation/guard';
import { useIdParam } from '../../../../../lib/navigation/use-id-param';
import { detailLoader } from '../../../../../lib/query/ensure-or-not-found';

export const Route = createFileRoute('/_main/admin/role-list/$id/view')({
  staticData: { page: 'admin-role-view' },
  beforeLoad: guardPage('admin-role-view'),
  loader: detailLoader(roleQuery),
  component: RoleViewRoute,
});

function RoleViewRoute(): ReactElement {
  return <RoleViewPage id={useIdParam()} />;
}
