import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { RoleFormPage } from '../../../features/accounts/role-form-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/create-role')({
  staticData: { page: 'admin-role-create' },
  beforeLoad: guardPage('admin-role-create'),
  component: RoleCreateRoute,
});

function RoleCreateRoute(): ReactElement {
  return <RoleFormPage />;
}
