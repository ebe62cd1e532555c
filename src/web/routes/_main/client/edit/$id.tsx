import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/client/edit/$id')({
  staticData: { page: 'client-edit' },
  beforeLoad: guardPage('client-edit'),
  component: ScreenFrame,
});
