import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type Account, type AccountFormInput, AccountFormSchema, TemporaryAccountFormSchema } from '../../../domain/accounts/accounts';
import { isApiError } from '../../lib/api/api-error';
import { useGoToPage } from '../../lib/navigation/use-go-to-page';
import { apiErrorText } from '../../ui/api-error-text';
import { CheckListField } from '../../ui/form/check-list-field';
import { CheckField, DateTimeField, FormActions } from '../../ui/form/fields';
import { UnsavedChangesGuard } from '../../ui/form/unsaved-changes';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { ScreenFrame } from '../../ui/screen-frame';
import { TextField } from '../../ui/text-field';
import { accountKeys, accountQuery, allRolesQuery, createAccount, formOf, updateAccount } from './accounts-api';

const FIELDS = ['username', 'firstname', 'lastname', 'email', 'roleIds', 'active', 'totpRequired', 'expiresAt'] as const;

const EMPTY: AccountFormInput = { username: '', firstname: '', lastname: '', email: '', roleIds: [], active: true, totpRequired: false, expiresAt: null };

/** Create or edit an account; `temporary` asks for the end date and time (seasonal staff). */
export function AccountFormPage({ id, temporary }: { id?: string; temporary: boolean }) {
  return id === undefined ? <AccountForm temporary={temporary} /> : <AccountEdit id={id} temporary={temporary} />;
}

/** The route's loader has the account in the cache already. */
function AccountEdit({ id, temporary }: { id: string; temporary: boolean }) {
  const { data } = useSuspenseQuery(accountQuery(id));
  return <AccountForm account={data} temporary={temporary} />;
}

function AccountForm({ account, temporary }: { account?: Account | undefined; temporary: boolean }) {
  const { t } = useLingui();
  const roles = useQuery(allRolesQuery());
  const queryClient = useQueryClient();
  const goTo = useGoToPage();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, reset } = useForm<AccountFormInput>({
    resolver: valibotResolver(temporary ? TemporaryAccountFormSchema : AccountFormSchema),
    defaultValues: account ? formOf(account) : EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const body = { ...values, expiresAt: temporary ? values.expiresAt : null };
      if (account) {
        const saved = await updateAccount(account.id, body);
        reset(formOf(saved));
        await queryClient.invalidateQueries({ queryKey: accountKeys.all });
        await goTo(temporary ? 'admin-account-view-temporary' : 'admin-account-detail', { id: saved.id }, { afterSave: true });
      } else {
        const created = await createAccount(body);
        reset(values);
        await queryClient.invalidateQueries({ queryKey: accountKeys.lists() });
        await goTo(temporary ? 'admin-account-view-temporary' : 'admin-account-detail', { id: created.account.id }, { state: { invitationLink: created.invitation.link }, afterSave: true });
      }
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, FIELDS, setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  const text = (name: 'username' | 'firstname' | 'lastname' | 'email', label: string, extra: { autoComplete?: string; disabled?: boolean; type?: string } = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField id={`account-${name}`} label={label} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} {...extra} />
      )}
    />
  );

  return (
    <ScreenFrame title={account ? account.username : undefined}>
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitSuccessful} />
      <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Account`}>
        {text('username', t`Username`, { autoComplete: 'off', disabled: account !== undefined })}
        {text('email', t`E-mail`, { autoComplete: 'off', type: 'email' })}
        {text('firstname', t`First name`, { autoComplete: 'off' })}
        {text('lastname', t`Last name`, { autoComplete: 'off' })}
        {temporary ? (
          <Controller
            name="expiresAt"
            control={control}
            render={({ field, fieldState }) => (
              <DateTimeField
                id="account-expiresAt"
                label={t`Ends at`}
                hint={t`After this moment the account cannot sign in and its sessions end.`}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.type === 'future' ? t`The end must be in the future.` : fieldErrorText(fieldState.error)}
              />
            )}
          />
        ) : null}
        <Controller
          name="roleIds"
          control={control}
          render={({ field, fieldState }) => (
            <CheckListField
              id="account-roles"
              legend={t`Roles`}
              options={(roles.data?.items ?? []).map((role) => ({
                value: role.id,
                label: (
                  <>
                    {role.name}
                    {role.isSuperAdmin ? <span className="chip">{t`super admin`}</span> : null}
                  </>
                ),
              }))}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.type === 'unknown' ? t`One of the roles no longer exists. Reload the page.` : fieldErrorText(fieldState.error)}
            />
          )}
        />
        <Controller
          name="active"
          control={control}
          render={({ field }) => (
            <CheckField id="account-active" label={t`Active`} hint={t`An inactive account cannot sign in; deactivating signs it out everywhere.`} checked={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          name="totpRequired"
          control={control}
          render={({ field }) => (
            <CheckField id="account-totp" label={t`Require a second factor`} hint={t`The next login asks to enrol an authenticator app.`} checked={field.value} onChange={field.onChange} />
          )}
        />
        <FormActions error={problem} submitLabel={account ? t`Save changes` : t`Create and invite`} submitting={formState.isSubmitting} />
      </form>
    </ScreenFrame>
  );
}
