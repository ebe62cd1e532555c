import { createFileRoute } from '@tanstack/react-router';
import { LazyCameraScanModal } from '../../../features/camera/lazy-camera-scan-modal';
import { PutWallPage } from '../../../features/packing/put-wall-page';
import { guardPage } from '../../../lib/navigation/guard';
import { optionalString } from '../../../lib/navigation/search';

export const Route = createFileRoute('/_main/shipping-out/packing-detail-2')({
  // batch: the id of the batch on the wall; absent, the screen offers the batches waiting.
  validateSearch: (search: Record<string, unknown>): { batch?: string } => optionalString(search, 'batch'),
  staticData: { page: 'shipping-packing-detail-2' },
  beforeLoad: guardPage('shipping-packing-detail-2'),
  component: PutWallRoute,
});

function PutWallRoute() {
  const { batch } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PutWallPage batchId={batch} onBatch={(next) => void navigate({ search: next ? { batch: next } : {} })} CameraModal={LazyCameraScanModal} />;
}
