import { useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConnectionTest, ShippingCredentialInput, ShippingCredentialView } from '../../../domain/settings/shipping';
import { formatDate } from '../../i18n/format-date';
import { Button } from '../../ui/button';
import { ScreenFrame } from '../../ui/screen-frame';
import { deleteShippingCredential, saveShippingCredential, shippingCredentialKeys, shippingCredentialsQuery, testShippingCredential } from './settings-api';
import { FormProblem, useSaveWithProblems } from './form-problem';
import { ShippingCredentialForm } from './shipping-credential-form';
import './settings.css';

function CredentialCard({ credential, onEdit, onChanged }: { credential: ShippingCredentialView; onEdit: () => void; onChanged: () => Promise<void> }) {
  const { t } = useLingui();
  const [result, setResult] = useState<ConnectionTest | null>(null);
  const { problem, save } = useSaveWithProblems();
  const test = () => save(async () => {
    setResult(await testShippingCredential(credential.id));
    await onChanged();
  });
  const remove = () => save(async () => {
    if (!window.confirm(t`Delete the ${credential.carrier} credential?`)) return;
    await deleteShippingCredential(credential.id);
    await onChanged();
  });
  const lastTest = credential.lastTestAt
    ? `${credential.lastTestOk ? t`Passed` : t`Failed`} (${formatDate(credential.lastTestAt)}): ${credential.lastTestMessage ?? ''}`
    : t`Never tested`;
  return (
    <li className="credential-card" data-testid="shipping-credential" aria-label={credential.carrier}>
      <h3>
        {credential.carrier} {credential.active ? null : <span className="badge badge--warning">{t`Inactive`}</span>}
      </h3>
      <dl className="facts">
        <dt>{t`Account number`}</dt>
        <dd>{credential.accountNumber || '—'}</dd>
        <dt>{t`API URL`}</dt>
        <dd>{credential.apiUrl}</dd>
        <dt>{t`Username`}</dt>
        <dd>{credential.username || '—'}</dd>
        <dt>{t`Secret`}</dt>
        <dd data-testid="secret-state">{credential.hasSecret ? t`Secret set` : t`No secret`}</dd>
        <dt>{t`Last test`}</dt>
        <dd>{lastTest}</dd>
      </dl>
      {result ? <p role="status">{result.ok ? t`Connection works: ${result.message}` : t`Connection failed: ${result.message}`}</p> : null}
      <FormProblem text={problem} />
      <div className="settings-actions">
        <Button size="small" variant="outline" onClick={onEdit} aria-label={t`Edit ${credential.carrier}`}>{t`Edit`}</Button>
        <Button size="small" variant="outline" onClick={() => void test()} aria-label={t`Test connection of ${credential.carrier}`}>{t`Test connection`}</Button>
        <Button size="small" variant="clear" onClick={() => void remove()} aria-label={t`Delete ${credential.carrier}`}>{t`Delete`}</Button>
      </div>
    </li>
  );
}

/** /setting/shipping-api: carrier API credentials; their secrets are never shown again once saved. */
export function ShippingApiPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(shippingCredentialsQuery());
  const [editing, setEditing] = useState<ShippingCredentialView | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: shippingCredentialKeys.lists() });
  const save = async (input: ShippingCredentialInput) => {
    await saveShippingCredential(editing === 'new' || editing === null ? null : editing.id, input);
    setEditing(null);
    await refresh();
  };
  return (
    <ScreenFrame>
      <div className="settings-page">
        {editing ? (
          <ShippingCredentialForm key={editing === 'new' ? 'new' : editing.id} editing={editing === 'new' ? null : editing} onSave={save} onCancel={() => setEditing(null)} />
        ) : (
          <div className="settings-actions">
            <Button onClick={() => setEditing('new')}>{t`Add credential`}</Button>
          </div>
        )}
        <section aria-labelledby="credentials-title">
          <h2 id="credentials-title">{t`Carrier credentials`}</h2>
          {data.length === 0 ? <p>{t`No carrier credentials yet.`}</p> : null}
          <ul className="credential-list">
            {data.map((credential) => (
              <CredentialCard key={credential.id} credential={credential} onEdit={() => setEditing(credential)} onChanged={refresh} />
            ))}
          </ul>
        </section>
      </div>
    </ScreenFrame>
  );
}
