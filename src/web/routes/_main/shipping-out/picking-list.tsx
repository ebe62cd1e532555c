import { createFileRoute } from '@tanstack/react-router';
import { LazyCameraScanModal } from '../../../features/camera/lazy-camera-scan-modal';
import { PickingPage } from '../../../features/picking/picking-page';
import { guardPage } from '../../../lib/navigation/guard';
import { optionalString } from '../../../lib/navigation/search';

export const Route = createFileRoute('/_main/shipping-out/picking-list')({
  // batch: the id of the batch being picked; absent, the screen offers the batches to take.
  validateSearch: (search: Record<string, unknown>): { batch?: string } => optionalString(search, 'batch'),
  staticData: { page: 'shipping-picking-list' },
  beforeLoad: guardPage('shipping-picking-list'),
  component: PickingRoute,
});

function PickingRoute() {
  const { batch } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PickingPage batchId={batch} onBatch={(next) => void navigate({ search: next ? { batch: next } : {} })} CameraModal={LazyCameraScanModal} />;
}
