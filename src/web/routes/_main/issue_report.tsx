import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../ui/screen-frame';
import { guardPage } from '../../lib/navigation/guard';

export const Route = createFileRoute('/_main/issue_report')({
  staticData: { page: 'client-issue-report' },
  beforeLoad: guardPage('client-issue-report'),
  component: ScreenFrame,
});
