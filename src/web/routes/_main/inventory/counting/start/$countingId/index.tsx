import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../../../ui/screen-frame';
import { guardPage } from '../../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/counting/start/$countingId/')({
  staticData: { page: 'counting-start' },
  beforeLoad: guardPage('counting-start'),
  component: ScreenFrame,
});
