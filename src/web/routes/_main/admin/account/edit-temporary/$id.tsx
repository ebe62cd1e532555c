import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { AccountFormPage } from '../../../../../features/accounts/account-form-page';
import { guardPage } from '../../../../../lib/navigation/guard';
import { useIdParam } from '../../../../../lib/navigation/use-id-param';

export const Route = createFileRoute('/_main/admin/account/edit-temporary/$id')({
  staticData: { page: 'admin-account-edit-temporary' },
  beforeLoad: guardPage('admin-account-edit-temporary'),
  component: AccountFormRoute,
});

function AccountFormRoute(): ReactElement {
  return <AccountFormPage id={useIdParam()} temporary={true} />;
}
