import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ClientFormPage } from '../../../../features/clients/client-form-page';
import { clientQuery } from '../../../../features/clients/clients-api';
import { detailLoader } from '../../../../lib/query/ensure-or-not-found';
import { guardPage } from '../../../../lib/navigation/guard';
import { useIdParam } from '../../../../lib/navigation/use-id-param';

export const Route = createFileRoute('/_main/client/edit/$id')({
  staticData: { page: 'client-edit' },
  beforeLoad: guardPage('client-edit'),
  loader: detailLoader(clientQuery),
  component: ClientEditRoute,
});

function ClientEditRoute(): ReactElement {
  return <ClientFormPage id={useIdParam()} />;
}
