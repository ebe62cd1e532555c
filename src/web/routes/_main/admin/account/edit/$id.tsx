import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { AccountFormPage } from '../../../../../features/accounts/account-form-page';
import { accountQuery } from '../../../../../features/accounts/accounts-api';
import { guardPage } from '../../../../../lib/navigation/guard';
import { useIdParam } from '../../../../../lib/navigation/use-id-param';
import { detailLoader } from '../../../../../lib/query/ensure-or-not-found';

export const Route = createFileRoute('/_main/admin/account/edit/$id')({
  staticData: { page: 'admin-account-edit' },
  beforeLoad: guardPage('admin-account-edit'),
  loader: detailLoader(accountQuery),
  component: AccountFormRoute,
});

function AccountFormRoute(): ReactElement {
  return <AccountFormPage id={useIdParam()} temporary={false} />;
}
