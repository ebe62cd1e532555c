import { createFileRoute, useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ClientAccountFormPage } from '../../../../../../features/clients/client-account-form-page';
import { clientQuery } from '../../../../../../features/clients/clients-api';
import { detailLoader } from '../../../../../../lib/query/ensure-or-not-found';
import { guardPage } from '../../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/client/detail/$customerId/client-account/create')({
  staticData: { page: 'client-account-create' },
  beforeLoad: guardPage('client-account-create'),
  loader: detailLoader(clientQuery, 'customerId'),
  component: ClientAccountCreateRoute,
});

function ClientAccountCreateRoute(): ReactElement {
  // Read loosely, as useIdParam does: typing params through the route tree makes it circular.
  const { customerId } = useParams({ strict: false }) as { customerId?: string };
  return <ClientAccountFormPage clientId={customerId ?? ''} />;
}
