import { createFileRoute, useRouterState } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { InvitationLink } from '../../../../features/accounts/invitation-link';
import { ClientDetailPage } from '../../../../features/clients/client-detail-page';
import { clientQuery } from '../../../../features/clients/clients-api';
import { detailLoader } from '../../../../lib/query/ensure-or-not-found';
import { guardPage } from '../../../../lib/navigation/guard';
import { useIdParam } from '../../../../lib/navigation/use-id-param';

export const Route = createFileRoute('/_main/client/detail/$id')({
  staticData: { page: 'client-detail' },
  beforeLoad: guardPage('client-detail'),
  loader: detailLoader(clientQuery),
  component: ClientRoute,
});

/** After creating a client account, the invitation link to hand over (no mail server) shows here once. */
function ClientRoute(): ReactElement {
  const link = useRouterState({ select: (s) => (s.location.state as { invitationLink?: string | null }).invitationLink ?? null });
  return <ClientDetailPage id={useIdParam()} notice={link ? <InvitationLink link={link} /> : null} />;
}
