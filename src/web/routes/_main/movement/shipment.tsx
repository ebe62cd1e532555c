import { createFileRoute } from '@tanstack/react-router';
import { LazyCameraScanModal } from '../../../features/camera/lazy-camera-scan-modal';
import { LoadOutPage } from '../../../features/load-out/load-out-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/movement/shipment')({
  staticData: { page: 'movement-shipment' },
  beforeLoad: guardPage('movement-shipment'),
  component: LoadOutRoute,
});

function LoadOutRoute() {
  return <LoadOutPage CameraModal={LazyCameraScanModal} />;
}
