import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../ui/screen-frame';
import { guardPage } from '../../lib/navigation/guard';

export const Route = createFileRoute('/_main/issue_dashboard')({
  staticData: { page: 'client-issue-dashboard' },
  beforeLoad: guardPage('client-issue-dashboard'),
  component: ScreenFrame,
});
