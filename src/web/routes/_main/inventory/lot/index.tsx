import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/lot/')({
  staticData: { page: 'lot-list' },
  beforeLoad: guardPage('lot-list'),
  component: ScreenFrame,
});
