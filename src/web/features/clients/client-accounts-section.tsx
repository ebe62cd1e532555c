import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api/api-error';
import { formatDate } from '../../i18n/format-date';
import { useGoToPage } from '../../lib/navigation/use-go-to-page';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { PageLink } from '../../ui/page-link';
import { ClientStatus } from './client-status';
import { clientAccountKeys, clientAccountsQuery, resendClientInvitation } from './clients-api';
import { SectionTable } from './section-table';

/** The client's portal logins, on its detail page. */
export function ClientAccountsSection({ clientId }: { clientId: string }) {
  const { t } = useLingui();
  const { data: accounts, error } = useQuery(clientAccountsQuery(clientId));
  const queryClient = useQueryClient();
  const goTo = useGoToPage();
  // A new link without a mail server is shown like the one after creation: through the page's state.
  const resend = useMutation({
    mutationFn: (accountId: string) => resendClientInvitation(clientId, accountId),
    onSuccess: (sent) => goTo('client-detail', { id: clientId }, { replace: true, state: { invitationLink: sent.link } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientAccountKeys.lists() }),
  });
  return (
    <section className="client-section" aria-labelledby="client-accounts-title">
      <div className="client-section__header">
        <h2 id="client-accounts-title">{t`Client accounts`}</h2>
        <PageLink page="client-account-create" params={{ customerId: clientId }} className="app-button app-button--outline app-button--small">
          {t`Create client account`}
        </PageLink>
      </div>
      <p className="field-hint">{t`Portal logins of this client: they see only this client's data.`}</p>
      {resend.error ? <p role="alert" className="form-error">{isApiError(resend.error) ? apiErrorText(resend.error) : t`Something went wrong.`}</p> : null}
      <SectionTable
        titleId="client-accounts-title"
        testId="client-accounts"
        headers={[t`Username`, t`Name`, t`E-mail`, t`Roles`, t`Status`, t`Last login`]}
        rows={accounts}
        rowKey={(a) => a.id}
        error={error}
        errorText={t`The client accounts could not be loaded.`}
        emptyText={t`No client accounts yet.`}
        cells={(a) => (
          <>
            <td>
              <PageLink page="client-account-edit" params={{ customerId: clientId, id: a.id }}>
                {a.username}
              </PageLink>
            </td>
            <td>{`${a.firstname} ${a.lastname}`.trim()}</td>
            <td>{a.email}</td>
            <td>{a.roles.map((r) => r.name).join(', ')}</td>
            <td>
              <ClientStatus active={a.active} />
              {a.invitationPending ? (
                <>
                  <span className="chip chip--muted">{t`Invitation pending`}</span>
                  <Button variant="clear" size="small" onClick={() => resend.mutate(a.id)} aria-label={t`Send the invitation to ${a.username} again`}>
                    {t`Send again`}
                  </Button>
                </>
              ) : null}
            </td>
            <td>{formatDate(a.lastLoginAt)}</td>
          </>
        )}
      />
    </section>
  );
}
