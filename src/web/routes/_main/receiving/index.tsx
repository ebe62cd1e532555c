import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/receiving/')({
  staticData: { page: 'receiving-list' },
  beforeLoad: guardPage('receiving-list'),
  component: ScreenFrame,
});
