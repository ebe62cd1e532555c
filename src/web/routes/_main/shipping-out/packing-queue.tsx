import { createFileRoute } from '@tanstack/react-router';
import { PackingQueuePage } from '../../../features/packing/packing-queue-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/packing-queue')({
  staticData: { page: 'shipping-packing-queue' },
  beforeLoad: guardPage('shipping-packing-queue'),
  component: PackingQueueRoute,
});

function PackingQueueRoute() {
  const navigate = Route.useNavigate();
  return <PackingQueuePage onOrder={(order) => void navigate({ to: '/shipping-out/packing-detail', search: { order } })} />;
}
