import { createFileRoute } from '@tanstack/react-router';
import { ControlNumberCreatePage } from '../../../features/receiving/control-number-form-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/receiving/create-control-number')({
  staticData: { page: 'receiving-create-control-number' },
  beforeLoad: guardPage('receiving-create-control-number'),
  component: ControlNumberCreatePage,
});
