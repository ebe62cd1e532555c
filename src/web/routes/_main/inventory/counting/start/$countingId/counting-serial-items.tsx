import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../../../ui/screen-frame';
import { guardPage } from '../../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/counting/start/$countingId/counting-serial-items')({
  staticData: { page: 'counting-serial-items' },
  beforeLoad: guardPage('counting-serial-items'),
  component: ScreenFrame,
});
