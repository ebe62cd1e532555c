import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../../../ui/screen-frame';
import { guardPage } from '../../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/client/detail/$customerId/client-account/$id')({
  staticData: { page: 'client-account-edit' },
  beforeLoad: guardPage('client-account-edit'),
  component: ScreenFrame,
});
