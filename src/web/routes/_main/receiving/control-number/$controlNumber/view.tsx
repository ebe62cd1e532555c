import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../../ui/screen-frame';
import { guardPage } from '../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/receiving/control-number/$controlNumber/view')({
  staticData: { page: 'receiving-control-number-view' },
  beforeLoad: guardPage('receiving-control-number-view'),
  component: ScreenFrame,
});
