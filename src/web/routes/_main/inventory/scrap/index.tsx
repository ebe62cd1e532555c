import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/scrap/')({
  staticData: { page: 'scrap-list' },
  beforeLoad: guardPage('scrap-list'),
  component: ScreenFrame,
});
