import { createFileRoute } from '@tanstack/react-router';
import { BatchCreatePage } from '../../../../features/batches/batch-create-page';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/batch/create')({
  staticData: { page: 'shipping-batch-create' },
  beforeLoad: guardPage('shipping-batch-create'),
  component: BatchCreatePage,
});
