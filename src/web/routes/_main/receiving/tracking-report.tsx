import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/receiving/tracking-report')({
  staticData: { page: 'receiving-tracking-report' },
  beforeLoad: guardPage('receiving-tracking-report'),
  component: ScreenFrame,
});
