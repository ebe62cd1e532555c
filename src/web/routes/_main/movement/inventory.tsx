import { createFileRoute } from '@tanstack/react-router';
import { LazyCameraScanModal } from '../../../features/camera/lazy-camera-scan-modal';
import { MovementPage } from '../../../features/inventory-movement/movement-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/movement/inventory')({
  staticData: { page: 'movement-inventory' },
  beforeLoad: guardPage('movement-inventory'),
  component: MovementRoute,
});

function MovementRoute() {
  return <MovementPage CameraModal={LazyCameraScanModal} />;
}
