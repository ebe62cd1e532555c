import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/setting/log')({
  staticData: { page: 'setting-log' },
  beforeLoad: guardPage('setting-log'),
  component: ScreenFrame,
});
