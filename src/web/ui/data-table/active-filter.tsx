import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

/** The active / inactive filter of a list (the `active` yes/no of the list query); '' shows both. */
export function ActiveFilter({ value, onChange }: { value: string | undefined; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="data-table-filter">
      <label htmlFor={id}>{t`State`}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t`Active and inactive`}</option>
        <option value="yes">{t`Active`}</option>
        <option value="no">{t`Inactive`}</option>
      </select>
    </div>
  );
}
