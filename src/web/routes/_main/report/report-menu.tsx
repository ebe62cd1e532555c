import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/report/report-menu')({
  staticData: { page: 'report-menu' },
  beforeLoad: guardPage('report-menu'),
  component: ScreenFrame,
});
