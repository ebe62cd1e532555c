import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { RoleFormPage } from '../../../../../features/accounts/role-form-page';
import { roleQuery } from '../../../../../features/accounts/accounts-api';
import { guardPage } from '../../../../../lib/navigation/guard';
import { useIdParam } from '../../../../../lib/navigation/use-id-param';
import { detailLoader } from '../../../../../lib/query/ensure-or-not-found';

export const Route = createFileRoute('/_main/admin/role-list/$id/edit')({
  staticData: { page: 'admin-role-edit' },
  beforeLoad: guardPage('admin-role-edit'),
  loader: detailLoader(roleQuery),
  component: RoleEditRoute,
});

function RoleEditRoute(): ReactElement {
  return <RoleFormPage id={useIdParam()} />;
}
