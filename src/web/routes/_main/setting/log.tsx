import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { AuditLogPage } from '../../../features/audit/audit-log-page';
import { guardPage } from '../../../lib/navigation/guard';
import { listSearch } from '../../../lib/navigation/list-search';

export const Route = createFileRoute('/_main/setting/log')({
  validateSearch: listSearch(['at', 'action', 'username', 'entity'], ['username', 'action', 'from', 'to']),
  staticData: { page: 'setting-log' },
  beforeLoad: guardPage('setting-log'),
  component: AuditLogRoute,
});

function AuditLogRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <AuditLogPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
