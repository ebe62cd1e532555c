import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../../../ui/screen-frame';
import { guardPage } from '../../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/client/detail/$customerId/client-account/create')({
  staticData: { page: 'client-account-create' },
  beforeLoad: guardPage('client-account-create'),
  component: ScreenFrame,
});
