import { createFileRoute } from '@tanstack/react-router';
import { CycleFormPage } from '../../../../features/counting/cycle-form-page';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/counting/create')({
  staticData: { page: 'counting-create' },
  beforeLoad: guardPage('counting-create'),
  component: CycleFormPage,
});
