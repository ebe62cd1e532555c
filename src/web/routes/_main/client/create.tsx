import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ClientFormPage } from '../../../features/clients/client-form-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/client/create')({
  staticData: { page: 'client-create' },
  beforeLoad: guardPage('client-create'),
  component: ClientCreateRoute,
});

function ClientCreateRoute(): ReactElement {
  return <ClientFormPage />;
}
