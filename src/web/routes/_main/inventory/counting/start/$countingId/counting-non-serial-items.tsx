import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../../../ui/screen-frame';
import { guardPage } from '../../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/counting/start/$countingId/counting-non-serial-items')({
  staticData: { page: 'counting-non-serial-items' },
  beforeLoad: guardPage('counting-non-serial-items'),
  component: ScreenFrame,
});
