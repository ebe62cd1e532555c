import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/client/')({
  staticData: { page: 'client-list' },
  beforeLoad: guardPage('client-list'),
  component: ScreenFrame,
});
