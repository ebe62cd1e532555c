import { createFileRoute } from '@tanstack/react-router';
import { LazyCameraScanModal } from '../../features/camera/lazy-camera-scan-modal';
import { RelabelPage } from '../../features/relabel/relabel-page';
import { guardPage } from '../../lib/navigation/guard';

export const Route = createFileRoute('/_main/relabel')({
  staticData: { page: 'relabel' },
  beforeLoad: guardPage('relabel'),
  component: RelabelRoute,
});

function RelabelRoute() {
  return <RelabelPage CameraModal={LazyCameraScanModal} />;
}
