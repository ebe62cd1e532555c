import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/client/create')({
  staticData: { page: 'client-create' },
  beforeLoad: guardPage('client-create'),
  component: ScreenFrame,
});
