import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { AccountDetailPage } from '../../../../features/accounts/account-detail-page';
import { accountQuery } from '../../../../features/accounts/accounts-api';
import { guardPage } from '../../../../lib/navigation/guard';
import { useIdParam } from '../../../../lib/navigation/use-id-param';
import { detailLoader } from '../../../../lib/query/ensure-or-not-found';

export const Route = createFileRoute('/_main/admin/account/$id')({
  staticData: { page: 'admin-account-detail' },
  beforeLoad: guardPage('admin-account-detail'),
  loader: detailLoader(accountQuery),
  component: AccountRoute,
});

function AccountRoute(): ReactElement {
  return <AccountDetailPage id={useIdParam()} />;
}
