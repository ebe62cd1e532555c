import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import type { Account } from '../../../domain/accounts/accounts';
import { formatDate } from '../../i18n/format-date';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { DetailList } from '../../ui/form/detail-list';
import { useConfirm } from '../../ui/form/use-confirm';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { AccountStatus } from './account-status';
import { accountKeys, accountQuery, formOf, resendInvitation, resetSecondFactor, updateAccount } from './accounts-api';
import { InvitationLink } from './invitation-link';

/** One account (permanent or temporary): its fields, state, second factor, and what an admin can do to it. */
export function AccountDetailPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { data: account } = useSuspenseQuery(accountQuery(id));
  const created = useRouterState({ select: (s) => (s.location.state as { invitationLink?: string | null }).invitationLink ?? null });
  const [link, setLink] = useState<string | null>(created);
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const confirm = useConfirm();

  const run = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onMutate: () => setProblem(null),
    onError: (err) => setProblem(isApiError(err) ? apiErrorText(err) : t`Something went wrong.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });


  const setActive = async (active: boolean) => {
    const ok = await confirm(
      active
        ? { header: t`Activate ${account.username}?`, message: t`The account can sign in again.`, confirmText: t`Activate` }
        : { header: t`Deactivate ${account.username}?`, message: t`The account is signed out everywhere at once and cannot sign in until activated again.`, confirmText: t`Deactivate`, destructive: true },
    );
    if (ok) run.mutate(() => updateAccount(account.id, { ...formOf(account), active }));
  };
  const resetTotp = async () => {
    const ok = await confirm({
      header: t`Reset the second factor of ${account.username}?`,
      message: t`The account is signed out and must enrol an authenticator app again at its next login.`,
      confirmText: t`Reset`,
      destructive: true,
    });
    if (ok) run.mutate(() => resetSecondFactor(account.id));
  };
  const resend = () =>
    run.mutate(async () => {
      const answer = await resendInvitation(account.id);
      setLink(answer.link);
    });

  return (
    <ScreenFrame title={account.username}>
      <div className="detail-actions">
        <PageLink page={account.expiresAt ? 'admin-account-edit-temporary' : 'admin-account-edit'} params={{ id: account.id }} className="app-button app-button--solid">
          {t`Edit`}
        </PageLink>
        {account.active ? (
          <Button variant="outline" onClick={() => void setActive(false)}>
            {t`Deactivate`}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => void setActive(true)}>
            {t`Activate`}
          </Button>
        )}
        {account.secondFactor === 'enrolled' ? (
          <Button variant="outline" onClick={() => void resetTotp()}>
            {t`Reset second factor`}
          </Button>
        ) : null}
        {account.invitationPending ? (
          <Button variant="outline" onClick={resend}>
            {t`Send the invitation again`}
          </Button>
        ) : null}
      </div>
      {problem ? <p role="alert" className="form-error">{problem}</p> : null}
      {link ? <InvitationLink link={link} /> : null}
      <AccountFields account={account} />
    </ScreenFrame>
  );
}

function AccountFields({ account }: { account: Account }) {
  const { t } = useLingui();
  const secondFactor = { off: t`Not required`, required: t`Required, not enrolled yet`, enrolled: t`Enrolled` }[account.secondFactor];
  return (
    <DetailList
      label={t`Account`}
      items={[
        [t`Username`, account.username],
        [t`Name`, `${account.firstname} ${account.lastname}`.trim()],
        [t`E-mail`, account.email],
        [t`Roles`, account.roles.map((r) => r.name).join(', ')],
        [t`Status`, <AccountStatus key="status" account={account} />],
        [t`Ends`, account.expiresAt ? formatDate(account.expiresAt) : t`Never (permanent account)`],
        [t`Second factor`, secondFactor],
        [t`Last login`, formatDate(account.lastLoginAt)],
        [t`Last device`, account.lastLoginDevice],
        [t`Created`, formatDate(account.createdAt)],
      ]}
    />
  );
}
