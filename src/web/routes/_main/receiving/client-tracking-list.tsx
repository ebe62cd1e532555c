import { createFileRoute } from '@tanstack/react-router';
import { LazyCameraScanModal } from '../../../features/camera/lazy-camera-scan-modal';
import { TrackingScanPage } from '../../../features/tracking/tracking-scan-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/receiving/client-tracking-list')({
  staticData: { page: 'client-tracking-list' },
  beforeLoad: guardPage('client-tracking-list'),
  component: () => <TrackingScanPage CameraModal={LazyCameraScanModal} />,
});
