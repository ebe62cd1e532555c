import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/shell/home-page';
import { guardPage } from '../../lib/navigation/guard';

export const Route = createFileRoute('/_main/')({
  staticData: { page: 'main' },
  beforeLoad: guardPage('main'),
  component: HomePage,
});
