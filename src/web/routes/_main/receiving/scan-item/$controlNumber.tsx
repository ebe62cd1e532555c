import { createFileRoute, useParams } from '@tanstack/react-router';
import { LazyCameraScanModal } from '../../../../features/camera/lazy-camera-scan-modal';
import { ScanItemPage } from '../../../../features/receiving/scan-item/scan-item-page';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/receiving/scan-item/$controlNumber')({
  staticData: { page: 'receiving-scan-item' },
  beforeLoad: guardPage('receiving-scan-item'),
  component: ScanItemRoute,
});

function ScanItemRoute() {
  const { controlNumber = '' } = useParams({ strict: false }) as { controlNumber?: string };
  return <ScanItemPage key={controlNumber} controlNumber={controlNumber} CameraModal={LazyCameraScanModal} />;
}
