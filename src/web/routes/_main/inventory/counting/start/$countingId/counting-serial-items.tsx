import { createFileRoute, useParams } from '@tanstack/react-router';
import { LazyCameraScanModal } from '../../../../../../features/camera/lazy-camera-scan-modal';
import { CountPage } from '../../../../../../features/counting/count/count-page';
import { guardPage } from '../../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/counting/start/$countingId/counting-serial-items')({
  staticData: { page: 'counting-serial-items' },
  beforeLoad: guardPage('counting-serial-items'),
  component: CountRoute,
});

function CountRoute() {
  const { countingId = '' } = useParams({ strict: false }) as { countingId?: string };
  return <CountPage key={countingId} countingId={countingId} mode="serial" CameraModal={LazyCameraScanModal} />;
}
