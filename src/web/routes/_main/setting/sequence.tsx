import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/setting/sequence')({
  staticData: { page: 'setting-sequence' },
  beforeLoad: guardPage('setting-sequence'),
  component: ScreenFrame,
});
