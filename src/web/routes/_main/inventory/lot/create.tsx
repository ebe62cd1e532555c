import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/lot/create')({
  staticData: { page: 'lot-create' },
  beforeLoad: guardPage('lot-create'),
  component: ScreenFrame,
});
