import { useLingui } from '@lingui/react/macro';

/** Whether a client (or one of its accounts) is active, as a chip. */
export function ClientStatus({ active }: { active: boolean }) {
  const { t } = useLingui();
  return active ? <span className="chip">{t`Active`}</span> : <span className="chip chip--danger">{t`Inactive`}</span>;
}
