import { createFileRoute } from '@tanstack/react-router';
import { PortalLayout } from '../features/client-portal/portal-layout';

/** Pathless layout of the client portal (spec: root layout); each page below guards itself with its page-table entry. */
export const Route = createFileRoute('/_portal')({
  beforeLoad: async () => {
    const { getQueryClient } = await import('../lib/query/query-client');
    return { queryClient: getQueryClient() };
  },
  component: PortalLayout,
});
