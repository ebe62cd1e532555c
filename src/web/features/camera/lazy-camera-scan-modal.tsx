import { lazy, Suspense, useState } from 'react';
import type { CameraScanModalProps } from './camera-scan-modal';

const CameraScanModal = lazy(() => import('./camera-scan-modal').then((module) => ({ default: module.CameraScanModal })));

/**
 * The camera scanner for the scan screens, loaded when it is first opened: its modal is Ionic's, whose
 * runtime (~50 kB compressed) no scan screen needs before someone reaches for the camera; most scans
 * come from the hardware scanner (ADR 0023). The service worker keeps it, so it opens offline too.
 */
export function LazyCameraScanModal(props: CameraScanModalProps) {
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CameraScanModal {...props} />
    </Suspense>
  );
}
