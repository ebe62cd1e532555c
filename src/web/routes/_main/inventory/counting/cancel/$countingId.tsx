import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../../ui/screen-frame';
import { guardPage } from '../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/counting/cancel/$countingId')({
  staticData: { page: 'counting-cancel' },
  beforeLoad: guardPage('counting-cancel'),
  component: ScreenFrame,
});
