import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/lot/$lotNumber')({
  staticData: { page: 'lot-detail' },
  beforeLoad: guardPage('lot-detail'),
  component: ScreenFrame,
});
