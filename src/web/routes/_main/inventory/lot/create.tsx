import { createFileRoute } from '@tanstack/react-router';
import { LotCreatePage } from '../../../../features/lots/lot-form-page';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/lot/create')({
  staticData: { page: 'lot-create' },
  beforeLoad: guardPage('lot-create'),
  component: LotCreatePage,
});
