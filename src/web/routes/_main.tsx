import { createFileRoute, redirect } from '@tanstack/react-router';
import { MainLayout } from '../features/shell/main-layout';
import { holdSyncUntil } from '../offline/sync-state';

/**
 * Pathless main layout; each page below guards itself with its page-table entry. TanStack Query
 * loads here, with the first signed-in screen, and joins the router context for the pages' loaders.
 * Client accounts are sent to the portal. Label-print answers are watched from here on, before the outbox (started by the screens' header) sends.
 */
export const Route = createFileRoute('/_main')({
  beforeLoad: async ({ context }) => {
    // A client account (portal login) never sees the staff layout: its home is the portal.
    if (context.session.get().user?.client) throw redirect({ to: '/issue_dashboard' });
    // The watcher, with the outbox it listens to, is ready before the first screen mounts: a screen
    // that follows the outbox's answers (the scan kit) must be listening before they come.
    const watching = import('../features/printing/print-labels').then(({ watchLabelPrintAnswers }) => watchLabelPrintAnswers());
    holdSyncUntil(watching);
    const [{ getQueryClient }] = await Promise.all([import('../lib/query/query-client'), watching]);
    return { queryClient: getQueryClient() };
  },
  component: MainLayout,
});
