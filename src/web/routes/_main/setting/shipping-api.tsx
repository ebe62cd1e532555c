import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/setting/shipping-api')({
  staticData: { page: 'setting-shipping-api' },
  beforeLoad: guardPage('setting-shipping-api'),
  component: ScreenFrame,
});
