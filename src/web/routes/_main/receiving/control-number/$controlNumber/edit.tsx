import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../../ui/screen-frame';
import { guardPage } from '../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/receiving/control-number/$controlNumber/edit')({
  staticData: { page: 'receiving-control-number-edit' },
  beforeLoad: guardPage('receiving-control-number-edit'),
  component: ScreenFrame,
});
