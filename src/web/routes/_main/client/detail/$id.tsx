import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/client/detail/$id')({
  staticData: { page: 'client-detail' },
  beforeLoad: guardPage('client-detail'),
  component: ScreenFrame,
});
