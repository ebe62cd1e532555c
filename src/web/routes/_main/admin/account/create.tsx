import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { AccountFormPage } from '../../../../features/accounts/account-form-page';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/account/create')({
  staticData: { page: 'admin-account-create' },
  beforeLoad: guardPage('admin-account-create'),
  component: AccountFormRoute,
});

function AccountFormRoute(): ReactElement {
  return <AccountFormPage temporary={false} />;
}
