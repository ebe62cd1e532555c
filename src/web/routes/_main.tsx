import { createFileRoute } from '@tanstack/react-router';
import { MainLayout } from '../features/shell/main-layout';

/**
 * Pathless main layout; each page below guards itself with its page-table entry. TanStack Query
 * loads here, with the first signed-in screen, and joins the router context for the pages' loaders.
 * Label-print answers are watched from here on, before the outbox (started by the screens' header) sends.
 */
export const Route = createFileRoute('/_main')({
  beforeLoad: async () => {
    const [{ getQueryClient }, { watchLabelPrintAnswers }] = await Promise.all([import('../lib/query/query-client'), import('../features/printing/print-labels')]);
    watchLabelPrintAnswers();
    return { queryClient: getQueryClient() };
  },
  component: MainLayout,
});
