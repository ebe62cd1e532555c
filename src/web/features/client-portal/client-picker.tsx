import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session/session';
import { SelectField } from '../../ui/select-field';
import { issueClientsQuery } from './issues-api';

interface ClientPickerProps {
  value: string | undefined;
  onChange: (clientId: string | undefined) => void;
  /** A form's field: its own id, its blur and its error under the select. */
  id?: string;
  onBlur?: () => void;
  error?: string | undefined;
}

/** Staff choose which client a portal page (or an issue) is about; a portal account has its own and sees no picker. */
export function ClientPicker({ value, onChange, id = 'portal-client', onBlur, error }: ClientPickerProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const staff = !user?.client;
  const clients = useQuery({ ...issueClientsQuery(), enabled: staff });
  if (!staff) return null;
  return (
    <SelectField
      id={id}
      label={t`Client`}
      value={value ?? ''}
      options={[{ value: '', label: t`Choose a client` }, ...(clients.data?.clients ?? []).map((c) => ({ value: c.id, label: c.name }))]}
      onChange={(next) => onChange(next || undefined)}
      onBlur={onBlur}
      error={error}
    />
  );
}

/** Whether the page has a client to show: always for a portal account, once chosen for staff. */
export function useHasClient(clientId: string | undefined): boolean {
  const { user } = useSession();
  return Boolean(user?.client) || clientId !== undefined;
}
