import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/receiving/scan-item/$controlNumber')({
  staticData: { page: 'receiving-scan-item' },
  beforeLoad: guardPage('receiving-scan-item'),
  component: ScreenFrame,
});
