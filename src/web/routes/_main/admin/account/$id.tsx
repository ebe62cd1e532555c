import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { AccountDetailPage } from '../../../../features/accounts/account-detail-page';
import { guardPage } from '../../../../lib/navigation/guard';
import { useIdParam } from '../../../../lib/navigation/use-id-param';

export const Route = createFileRoute('/_main/admin/account/$id')({
  staticData: { page: 'admin-account-detail' },
  beforeLoad: guardPage('admin-account-detail'),
  component: AccountRoute,
});

function AccountRoute(): ReactElement {
  return <AccountDetailPage id={useIdParam()} />;
}
