import { createFileRoute, useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ClientAccountFormPage } from '../../../../../../features/clients/client-account-form-page';
import { clientAccountQuery, clientQuery } from '../../../../../../features/clients/clients-api';
import { ensureOrNotFound } from '../../../../../../lib/query/ensure-or-not-found';
import { guardPage } from '../../../../../../lib/navigation/guard';
import { useIdParam } from '../../../../../../lib/navigation/use-id-param';

export const Route = createFileRoute('/_main/client/detail/$customerId/client-account/$id')({
  staticData: { page: 'client-account-edit' },
  beforeLoad: guardPage('client-account-edit'),
  loader: async ({ context, params }) => {
    const { customerId = '', id = '' } = params as { customerId?: string; id?: string };
    await Promise.all([ensureOrNotFound(context.queryClient, clientQuery(customerId)), ensureOrNotFound(context.queryClient, clientAccountQuery(customerId, id))]);
  },
  component: ClientAccountEditRoute,
});

function ClientAccountEditRoute(): ReactElement {
  // Read loosely, as useIdParam does: typing params through the route tree makes it circular.
  const { customerId } = useParams({ strict: false }) as { customerId?: string };
  return <ClientAccountFormPage clientId={customerId ?? ''} id={useIdParam()} />;
}
