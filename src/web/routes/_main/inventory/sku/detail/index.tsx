import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from '../../../../../lib/navigation/guard';
import { optionalString } from '../../../../../lib/navigation/search';
import { ScreenFrame } from '../../../../../ui/screen-frame';

export const Route = createFileRoute('/_main/inventory/sku/detail/')({
  validateSearch: (search: Record<string, unknown>): { id?: string } => optionalString(search, 'id'),
  staticData: { page: 'sku-detail' },
  beforeLoad: guardPage('sku-detail'),
  component: ScreenFrame,
});
