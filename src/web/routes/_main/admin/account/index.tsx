import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ACCOUNT_SORTS } from '../../../../../domain/accounts/accounts';
import { AccountListPage } from '../../../../features/accounts/account-list-page';
import { MailOutboxPanel } from '../../../../features/admin-mail/mail-outbox-panel';
import { guardPage } from '../../../../lib/navigation/guard';
import { listSearch } from '../../../../lib/navigation/list-search';

export const Route = createFileRoute('/_main/admin/account/')({
  validateSearch: listSearch(ACCOUNT_SORTS, ['role', 'active', 'temporary']),
  staticData: { page: 'admin-account-list' },
  beforeLoad: guardPage('admin-account-list'),
  component: AccountsRoute,
});

function AccountsRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <AccountListPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} aside={<MailOutboxPanel />} />;
}
