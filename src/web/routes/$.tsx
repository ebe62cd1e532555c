import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../features/status-pages/not-found-page';
import { guardPage } from '../lib/navigation/guard';

/** The catch-all: any address no other route matches. */
export const Route = createFileRoute('/$')({
  staticData: { page: 'not-found' },
  beforeLoad: guardPage('not-found'),
  component: NotFoundPage,
});
