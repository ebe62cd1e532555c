import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../../../ui/screen-frame';
import { guardPage } from '../../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/scrap/edit/detail/$id')({
  staticData: { page: 'scrap-edit-detail' },
  beforeLoad: guardPage('scrap-edit-detail'),
  component: ScreenFrame,
});
