import { useLingui } from '@lingui/react/macro';
import { type Account, hasExpired } from '../../../domain/accounts/accounts';

/** Whether the account can sign in, as chips: inactive, ended, invitation pending. */
export function AccountStatus({ account }: { account: Account }) {
  const { t } = useLingui();
  const chips: [string, string][] = [];
  if (!account.active) chips.push([t`Inactive`, 'chip chip--danger']);
  else if (hasExpired(account, new Date())) chips.push([t`Ended`, 'chip chip--danger']);
  else chips.push([t`Active`, 'chip']);
  if (account.expiresAt) chips.push([t`Temporary`, 'chip chip--muted']);
  if (account.invitationPending) chips.push([t`Invitation pending`, 'chip chip--muted']);
  return (
    <>
      {chips.map(([text, className]) => (
        <span key={text} className={className}>
          {text}
        </span>
      ))}
    </>
  );
}
