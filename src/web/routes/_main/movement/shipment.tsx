import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/movement/shipment')({
  staticData: { page: 'movement-shipment' },
  beforeLoad: guardPage('movement-shipment'),
  component: ScreenFrame,
});
