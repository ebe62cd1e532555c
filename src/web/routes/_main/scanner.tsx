import { createFileRoute } from '@tanstack/react-router';
import { LazyCameraScanModal } from '../../features/camera/lazy-camera-scan-modal';
import { LabelPrinterSection } from '../../features/printing/label-printer-section';
import { ScannerPage } from '../../features/scanner/scanner-page';
import { guardPage } from '../../lib/navigation/guard';

export const Route = createFileRoute('/_main/scanner')({
  staticData: { page: 'scanner' },
  beforeLoad: guardPage('scanner'),
  component: () => <ScannerPage CameraModal={LazyCameraScanModal} labelPrinter={<LabelPrinterSection />} />,
});
