import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { RoleFormPage } from '../../../../../features/accounts/role-form-page';
import { guardPage } from '../../../../../lib/navigation/guard';
import { useIdParam } from '../../../../../lib/navigation/use-id-param';

export const Route = createFileRoute('/_main/admin/role-list/$id/edit')({
  staticData: { page: 'admin-role-edit' },
  beforeLoad: guardPage('admin-role-edit'),
  component: RoleEditRoute,
});

function RoleEditRoute(): ReactElement {
  return <RoleFormPage id={useIdParam()} />;
}
