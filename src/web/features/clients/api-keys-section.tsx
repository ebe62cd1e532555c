import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type ApiKey, type ApiKeyCreated, type ApiKeyFormInput, ApiKeyFormSchema } from '../../../domain/clients/api-keys';
import { formatDate } from '../../i18n/format-date';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { useConfirm } from '../../ui/form/use-confirm';
import { fieldErrorText } from '../../ui/form-errors';
import { TextField } from '../../ui/text-field';
import { apiKeyKeys, apiKeysQuery, createApiKey, revokeApiKey } from './clients-api';
import { SectionTable } from './section-table';

/** The client's API keys (CLIENT_API_MANAGEMENT): create one and see it once, list, revoke. */
export function ApiKeysSection({ clientId }: { clientId: string }) {
  const { t } = useLingui();
  const { data: keys, error } = useQuery(apiKeysQuery(clientId));
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const { control, handleSubmit, reset, formState } = useForm<ApiKeyFormInput>({ resolver: valibotResolver(ApiKeyFormSchema), defaultValues: { name: '' } });

  const run = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onMutate: () => setProblem(null),
    onError: (err) => setProblem(isApiError(err) ? apiErrorText(err) : t`Something went wrong.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.lists() }),
  });

  const onSubmit = handleSubmit((values) =>
    run.mutateAsync(async () => {
      setCreated(await createApiKey(clientId, values));
      reset({ name: '' });
    }),
  );
  const revoke = async (key: ApiKey) => {
    const ok = await confirm({
      header: t`Revoke the API key ${key.name}?`,
      message: t`Systems using it are refused from now on. This cannot be undone.`,
      confirmText: t`Revoke`,
      destructive: true,
    });
    if (ok) run.mutate(() => revokeApiKey(clientId, key.id));
  };

  return (
    <section className="client-section" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">{t`API keys`}</h2>
      <p className="field-hint">{t`For the client's own systems: they send the key as "Authorization: ApiKey <key>" or in the X-Api-Key header.`}</p>
      <form className="api-key-form" noValidate onSubmit={(event) => void onSubmit(event).catch(() => undefined)} aria-label={t`New API key`}>
        <Controller
          name="name"
          control={control}
          render={({ field, fieldState }) => (
            <TextField id="api-key-name" label={t`Key name`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} autoComplete="off" />
          )}
        />
        <Button type="submit" disabled={formState.isSubmitting}>
          {t`Create API key`}
        </Button>
      </form>
      {problem ? <p role="alert" className="form-error">{problem}</p> : null}
      {created ? <ApiKeyReveal created={created} onDone={() => setCreated(null)} /> : null}
      <SectionTable
        titleId="api-keys-title"
        testId="api-keys"
        headers={[t`Name`, t`Key starts with`, t`Created`, t`Last used`, t`Status`]}
        rows={keys}
        rowKey={(key) => key.id}
        error={error}
        errorText={t`The API keys could not be loaded.`}
        emptyText={t`No API keys yet.`}
        cells={(key) => (
          <>
            <td>{key.name}</td>
            <td>
              <code>{key.prefix}…</code>
            </td>
            <td>{t`${formatDate(key.createdAt)} by ${key.createdBy ?? '—'}`}</td>
            <td>{key.lastUsedAt ? formatDate(key.lastUsedAt) : t`Never`}</td>
            <td>
              {key.revokedAt ? (
                <span className="chip chip--danger">{t`Revoked ${formatDate(key.revokedAt)}`}</span>
              ) : (
                <Button variant="outline" size="small" onClick={() => void revoke(key)} aria-label={t`Revoke ${key.name}`}>
                  {t`Revoke`}
                </Button>
              )}
            </td>
          </>
        )}
      />
    </section>
  );
}

/** The new key, shown this once: the server keeps only its digest. */
function ApiKeyReveal({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  return (
    <div className="api-key-reveal" role="status" aria-labelledby="api-key-reveal-title">
      <h3 id="api-key-reveal-title">{t`New API key: ${created.apiKey.name}`}</h3>
      <p>{t`Copy the key now: it cannot be shown again. If it is lost, revoke it and create a new one.`}</p>
      <code data-testid="api-key-value">{created.key}</code>
      <div className="form-actions__buttons">
        <Button variant="outline" size="small" onClick={() => void navigator.clipboard?.writeText(created.key).then(() => setCopied(true), () => setCopied(false))}>
          {copied ? t`Copied` : t`Copy key`}
        </Button>
        <Button variant="clear" size="small" onClick={onDone}>
          {t`I have copied it`}
        </Button>
      </div>
    </div>
  );
}
