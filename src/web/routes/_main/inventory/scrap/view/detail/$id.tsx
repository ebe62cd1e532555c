import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../../../ui/screen-frame';
import { guardPage } from '../../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/scrap/view/detail/$id')({
  staticData: { page: 'scrap-view-detail' },
  beforeLoad: guardPage('scrap-view-detail'),
  component: ScreenFrame,
});
