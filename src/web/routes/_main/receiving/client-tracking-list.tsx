import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/receiving/client-tracking-list')({
  staticData: { page: 'client-tracking-list' },
  beforeLoad: guardPage('client-tracking-list'),
  component: ScreenFrame,
});
