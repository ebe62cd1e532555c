import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/job-center/')({
  staticData: { page: 'job-center' },
  beforeLoad: guardPage('job-center'),
  component: ScreenFrame,
});
