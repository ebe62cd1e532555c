import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/movement/inventory')({
  staticData: { page: 'movement-inventory' },
  beforeLoad: guardPage('movement-inventory'),
  component: ScreenFrame,
});
