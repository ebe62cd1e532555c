import { createFileRoute } from '@tanstack/react-router';
import { LazyCameraScanModal } from '../../../features/camera/lazy-camera-scan-modal';
import { PackingPage } from '../../../features/packing/packing-page';
import { guardPage } from '../../../lib/navigation/guard';
import { optionalString } from '../../../lib/navigation/search';

export const Route = createFileRoute('/_main/shipping-out/packing-detail')({
  // order: the id of the order being packed; absent, the screen points to the queue.
  validateSearch: (search: Record<string, unknown>): { order?: string } => optionalString(search, 'order'),
  staticData: { page: 'shipping-packing-detail' },
  beforeLoad: guardPage('shipping-packing-detail'),
  component: PackingRoute,
});

function PackingRoute() {
  const { order } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PackingPage orderId={order} onLeave={() => void navigate({ to: '/shipping-out/packing-queue' })} CameraModal={LazyCameraScanModal} />;
}
