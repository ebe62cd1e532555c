import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/movement/history')({
  staticData: { page: 'movement-history' },
  beforeLoad: guardPage('movement-history'),
  component: ScreenFrame,
});
