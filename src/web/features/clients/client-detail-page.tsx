import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Client } from '../../../domain/clients/clients';
import { formatDate } from '../../i18n/format-date';
import { isApiError } from '../../lib/api/api-error';
import { useGoToPage } from '../../lib/navigation/use-go-to-page';
import { can, useSession } from '../../lib/session/session';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { DetailList } from '../../ui/form/detail-list';
import { useConfirm } from '../../ui/form/use-confirm';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { ApiKeysSection } from './api-keys-section';
import { ClientAccountsSection } from './client-accounts-section';
import { ClientStatus } from './client-status';
import { clientFormOf, clientKeys, clientQuery, deleteClient, updateClient } from './clients-api';
import './clients.css';

/** One client: its fields, activate / deactivate / delete, its accounts and (for CLIENT_API_MANAGEMENT) its API keys. */
export function ClientDetailPage({ id, notice }: { id: string; notice?: ReactNode }) {
  const { t } = useLingui();
  // Subscribes to the session, so the API key section follows a change of the user's permissions.
  useSession();
  const { data: client } = useSuspenseQuery(clientQuery(id));
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const goTo = useGoToPage();

  const run = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onMutate: () => setProblem(null),
    // A 409 on delete says where the client is used; the server's message names it.
    onError: (err) => setProblem(isApiError(err) && err.kind === 'conflict' ? err.message : isApiError(err) ? apiErrorText(err) : t`Something went wrong.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });


  const setActive = async (active: boolean) => {
    const ok = await confirm(
      active
        ? { header: t`Activate ${client.code}?`, message: t`Its API keys and portal logins work again.`, confirmText: t`Activate` }
        : { header: t`Deactivate ${client.code}?`, message: t`Its API keys and portal logins stop working (signed in ones are signed out) until it is activated again. Its records stay.`, confirmText: t`Deactivate`, destructive: true },
    );
    if (ok) run.mutate(() => updateClient(client.id, { ...clientFormOf(client), active }));
  };
  const remove = async () => {
    const ok = await confirm({ header: t`Delete the client ${client.code}?`, message: t`Only a client nothing uses can be deleted. This cannot be undone.`, confirmText: t`Delete`, destructive: true });
    if (ok) {
      run.mutate(async () => {
        await deleteClient(client.id);
        await goTo('client-list', {}, { replace: true });
      });
    }
  };

  return (
    <ScreenFrame title={`${client.code} · ${client.name}`}>
      <div className="detail-actions">
        <PageLink page="client-edit" params={{ id: client.id }} className="app-button app-button--solid">
          {t`Edit`}
        </PageLink>
        <Button variant="outline" onClick={() => void setActive(!client.active)}>
          {client.active ? t`Deactivate` : t`Activate`}
        </Button>
        <Button variant="outline" onClick={() => void remove()}>
          {t`Delete`}
        </Button>
      </div>
      {problem ? <p role="alert" className="form-error">{problem}</p> : null}
      {notice}
      <ClientFields client={client} />
      <ClientAccountsSection clientId={client.id} />
      {can('CLIENT_API_MANAGEMENT') ? <ApiKeysSection clientId={client.id} /> : null}
    </ScreenFrame>
  );
}

function ClientFields({ client }: { client: Client }) {
  const { t } = useLingui();
  return (
    <DetailList
      label={t`Client`}
      items={[
        [t`Code`, client.code],
        [t`Name`, client.name],
        [t`Contact name`, client.contactName],
        [t`E-mail`, client.email],
        [t`Phone`, client.phone],
        [t`Address`, client.address],
        [t`Status`, <ClientStatus key="status" active={client.active} />],
        [t`Created`, formatDate(client.createdAt)],
      ]}
    />
  );
}
