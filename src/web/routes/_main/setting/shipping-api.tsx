import { createFileRoute } from '@tanstack/react-router';
import { shippingCredentialsQuery } from '../../../features/settings/settings-api';
import { ShippingApiPage } from '../../../features/settings/shipping-api-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/setting/shipping-api')({
  staticData: { page: 'setting-shipping-api' },
  beforeLoad: guardPage('setting-shipping-api'),
  loader: ({ context }) => context.queryClient.ensureQueryData(shippingCredentialsQuery()),
  component: ShippingApiPage,
});
