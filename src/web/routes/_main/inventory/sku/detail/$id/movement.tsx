import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../../../ui/screen-frame';
import { guardPage } from '../../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/sku/detail/$id/movement')({
  staticData: { page: 'sku-detail-movement' },
  beforeLoad: guardPage('sku-detail-movement'),
  component: ScreenFrame,
});
