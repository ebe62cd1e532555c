import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/job-center/$type')({
  staticData: { page: 'job-center-action' },
  beforeLoad: guardPage('job-center-action'),
  component: ScreenFrame,
});
