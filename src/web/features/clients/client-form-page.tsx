import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type Client, type ClientFormInput, ClientFormSchema } from '../../../domain/clients/clients';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { CheckField, FormActions } from '../../ui/form/fields';
import { UnsavedChangesGuard } from '../../ui/form/unsaved-changes';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { useGoToPage } from '../../lib/navigation/use-go-to-page';
import { ScreenFrame } from '../../ui/screen-frame';
import { TextField } from '../../ui/text-field';
import { clientFormOf, clientKeys, clientQuery, createClient, updateClient } from './clients-api';

const FIELDS = ['code', 'name', 'contactName', 'email', 'phone', 'address', 'active'] as const;

const EMPTY: ClientFormInput = { code: '', name: '', contactName: '', email: '', phone: '', address: '', active: true };

/** Create a client, or edit the one with `id`. */
export function ClientFormPage({ id }: { id?: string }) {
  return id === undefined ? <ClientForm /> : <ClientEdit id={id} />;
}

/** The route's loader has the client in the cache already. */
function ClientEdit({ id }: { id: string }) {
  const { data } = useSuspenseQuery(clientQuery(id));
  return <ClientForm client={data} />;
}

function ClientForm({ client }: { client?: Client | undefined }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const goTo = useGoToPage();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, reset } = useForm<ClientFormInput>({
    resolver: valibotResolver(ClientFormSchema),
    defaultValues: client ? clientFormOf(client) : EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = client ? await updateClient(client.id, values) : await createClient(values);
      reset(clientFormOf(saved));
      await queryClient.invalidateQueries({ queryKey: clientKeys.all });
      await goTo('client-detail', { id: saved.id }, { afterSave: true });
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, FIELDS, setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  const text = (name: Exclude<(typeof FIELDS)[number], 'active'>, label: string, extra: { type?: string; autoComplete?: string; hint?: string } = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        // The e-mail is optional: valibot reports a bad one as a failed union (empty or an address).
        const error =
          fieldState.error?.type === 'unique' ? t`A client with this code exists already.` : fieldState.error?.type === 'union' ? t`Enter a valid e-mail address.` : fieldErrorText(fieldState.error);
        return <TextField id={`client-${name}`} label={label} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={error} autoComplete="off" {...extra} />;
      }}
    />
  );

  return (
    <ScreenFrame title={client ? `${client.code} · ${client.name}` : undefined}>
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitSuccessful} />
      <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Client`}>
        {text('code', t`Code`)}
        {text('name', t`Name`)}
        {text('contactName', t`Contact name`)}
        {text('email', t`E-mail`, { type: 'email' })}
        {text('phone', t`Phone`, { type: 'tel' })}
        {text('address', t`Address`)}
        <Controller
          name="active"
          control={control}
          render={({ field }) => (
            <CheckField id="client-active" label={t`Active`} hint={t`An inactive client's API keys and portal logins stop working; its records stay.`} checked={field.value} onChange={field.onChange} />
          )}
        />
        <FormActions error={problem} submitLabel={client ? t`Save changes` : t`Create client`} submitting={formState.isSubmitting} />
      </form>
    </ScreenFrame>
  );
}
