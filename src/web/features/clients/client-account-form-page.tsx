import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Account } from '../../../domain/accounts/accounts';
import { type ClientAccountFormInput, ClientAccountFormSchema } from '../../../domain/clients/client-accounts';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { CheckListField } from '../../ui/form/check-list-field';
import { CheckField, FormActions } from '../../ui/form/fields';
import { UnsavedChangesGuard } from '../../ui/form/unsaved-changes';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { useGoToPage } from '../../lib/navigation/use-go-to-page';
import { ScreenFrame } from '../../ui/screen-frame';
import { TextField } from '../../ui/text-field';
import { clientAccountFormOf, clientAccountKeys, clientAccountQuery, clientQuery, createClientAccount, portalRolesQuery, updateClientAccount } from './clients-api';

const FIELDS = ['username', 'firstname', 'lastname', 'email', 'roleIds', 'active'] as const;

const EMPTY: ClientAccountFormInput = { username: '', firstname: '', lastname: '', email: '', roleIds: [], active: true };

/** Create an account of the client `clientId`, or edit its account `id` (the route's loader has both in the cache). */
export function ClientAccountFormPage({ clientId, id }: { clientId: string; id?: string }) {
  const { data: client } = useSuspenseQuery(clientQuery(clientId));
  const clientName = `${client.code} · ${client.name}`;
  return id === undefined ? <ClientAccountForm clientId={clientId} clientName={clientName} /> : <ClientAccountEdit clientId={clientId} clientName={clientName} id={id} />;
}

function ClientAccountEdit({ clientId, clientName, id }: { clientId: string; clientName: string; id: string }) {
  const { data } = useSuspenseQuery(clientAccountQuery(clientId, id));
  return <ClientAccountForm clientId={clientId} clientName={clientName} account={data} />;
}

function ClientAccountForm({ clientId, clientName, account }: { clientId: string; clientName: string; account?: Account | undefined }) {
  const { t } = useLingui();
  const roles = useQuery(portalRolesQuery());
  const queryClient = useQueryClient();
  const goTo = useGoToPage();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, reset } = useForm<ClientAccountFormInput>({
    resolver: valibotResolver(ClientAccountFormSchema),
    defaultValues: account ? clientAccountFormOf(account) : EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      if (account) {
        reset(clientAccountFormOf(await updateClientAccount(clientId, account.id, values)));
        await queryClient.invalidateQueries({ queryKey: clientAccountKeys.all });
        await goTo('client-detail', { id: clientId }, { afterSave: true });
      } else {
        const created = await createClientAccount(clientId, values);
        reset(values);
        await queryClient.invalidateQueries({ queryKey: clientAccountKeys.all });
        await goTo('client-detail', { id: clientId }, { state: { invitationLink: created.invitation.link }, afterSave: true });
      }
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, FIELDS, setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  const text = (name: 'username' | 'firstname' | 'lastname' | 'email', label: string, extra: { disabled?: boolean; type?: string } = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField id={`client-account-${name}`} label={label} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} autoComplete="off" {...extra} />
      )}
    />
  );

  return (
    <ScreenFrame title={account ? `${account.username} · ${clientName}` : clientName}>
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitSuccessful} />
      <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Client account`}>
        {text('username', t`Username`, { disabled: account !== undefined })}
        {text('email', t`E-mail`, { type: 'email' })}
        {text('firstname', t`First name`)}
        {text('lastname', t`Last name`)}
        <Controller
          name="roleIds"
          control={control}
          render={({ field, fieldState }) => (
            <CheckListField
              id="client-account-roles"
              legend={t`Roles`}
              hint={roles.data?.length === 0 ? t`No role is limited to client portal permissions yet: create one under Roles.` : t`Only roles limited to client portal permissions are offered.`}
              options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.type === 'client-safe' ? t`A client account can only hold roles limited to client portal permissions.` : fieldErrorText(fieldState.error)}
            />
          )}
        />
        <Controller
          name="active"
          control={control}
          render={({ field }) => (
            <CheckField id="client-account-active" label={t`Active`} hint={t`An inactive account cannot sign in; deactivating signs it out everywhere.`} checked={field.value} onChange={field.onChange} />
          )}
        />
        <FormActions error={problem} submitLabel={account ? t`Save changes` : t`Create and invite`} submitting={formState.isSubmitting} />
      </form>
    </ScreenFrame>
  );
}
