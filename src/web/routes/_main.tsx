import { createFileRoute, redirect } from '@tanstack/react-router';
import { MainLayout } from '../features/shell/main-layout';
import { holdSyncUntil, outboxNeeded } from '../offline/sync-state';

/**
 * Pathless main layout; each page below guards itself with its page-table entry. TanStack Query
 * loads here, with the first signed-in screen (a first load has it preloaded with the layout's chunks,
 * which import it too), and joins the router context for the pages' loaders.
 * Client accounts are sent to the portal. Label-print answers are watched from here on, before the outbox (started by the screens' header) sends.
 */
export const Route = createFileRoute('/_main')({
  beforeLoad: async ({ context }) => {
    // A client account (portal login) never sees the staff layout: its home is the portal.
    if (context.session.get().user?.client) throw redirect({ to: '/issue_dashboard' });
    // The watcher must hear the answers of prints queued in an earlier visit, so the outbox sends
    // nothing before it listens. It loads (with the outbox and Dexie) once the page needs its outbox,
    // never before the first screen is on view: the home screen does not wait for the device database
    // (ADR 0023). A screen that follows the outbox's answers and mounts after one came finds it in
    // outbox-control's recent answers (scan-session.ts, reconcile).
    holdSyncUntil(
      outboxNeeded.then(() => import('../features/printing/print-labels')).then(({ watchLabelPrintAnswers }) => watchLabelPrintAnswers()),
    );
    const { getQueryClient } = await import('../lib/query/query-client');
    return { queryClient: getQueryClient() };
  },
  component: MainLayout,
});
