import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { AccountFormPage } from '../../../../features/accounts/account-form-page';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/account/create-temporary')({
  staticData: { page: 'admin-account-create-temporary' },
  beforeLoad: guardPage('admin-account-create-temporary'),
  component: AccountFormRoute,
});

function AccountFormRoute(): ReactElement {
  return <AccountFormPage temporary={true} />;
}
