import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/receiving/client-tracking-management')({
  staticData: { page: 'client-tracking-management' },
  beforeLoad: guardPage('client-tracking-management'),
  component: ScreenFrame,
});
