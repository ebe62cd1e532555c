import { createFileRoute } from '@tanstack/react-router';
import { MainLayout } from '../features/shell/main-layout';

/**
 * Pathless main layout; each page below guards itself with its page-table entry. TanStack Query
 * loads here, with the first signed-in screen, and joins the router context for the pages' loaders.
 */
export const Route = createFileRoute('/_main')({
  beforeLoad: async () => {
    const { getQueryClient } = await import('../lib/query/query-client');
    return { queryClient: getQueryClient() };
  },
  component: MainLayout,
});
