import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/setting/system')({
  staticData: { page: 'setting-system' },
  beforeLoad: guardPage('setting-system'),
  component: ScreenFrame,
});
