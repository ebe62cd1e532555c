import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../i18n/format-date';
import { PageLink } from '../../ui/page-link';
import { ClientStatus } from './client-status';
import { clientAccountsQuery } from './clients-api';

/** The client's portal logins, on its detail page. */
export function ClientAccountsSection({ clientId }: { clientId: string }) {
  const { t } = useLingui();
  const { data: accounts, error } = useQuery(clientAccountsQuery(clientId));
  return (
    <section className="client-section" aria-labelledby="client-accounts-title">
      <div className="client-section__header">
        <h2 id="client-accounts-title">{t`Client accounts`}</h2>
        <PageLink page="client-account-create" params={{ customerId: clientId }} className="app-button app-button--outline app-button--small">
          {t`Create client account`}
        </PageLink>
      </div>
      <p className="field-hint">{t`Portal logins of this client: they see only this client's data.`}</p>
      {error ? <p role="alert">{t`The client accounts could not be loaded.`}</p> : null}
      {accounts && accounts.length === 0 ? <p>{t`No client accounts yet.`}</p> : null}
      {accounts && accounts.length > 0 ? (
        <div className="table-scroll">
          <table className="data-table" aria-labelledby="client-accounts-title" data-testid="client-accounts">
            <thead>
              <tr>
                <th scope="col">{t`Username`}</th>
                <th scope="col">{t`Name`}</th>
                <th scope="col">{t`E-mail`}</th>
                <th scope="col">{t`Roles`}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col">{t`Last login`}</th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((a) => (
                <tr key={a.id}>
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
                    {a.invitationPending ? <span className="chip chip--muted">{t`Invitation pending`}</span> : null}
                  </td>
                  <td>{formatDate(a.lastLoginAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
