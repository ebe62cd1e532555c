import { useLingui } from '@lingui/react/macro';
import { FilterSelect } from './filter-fields';

/** The active / inactive filter of a list (the `active` yes/no of the list query); '' shows both. */
export function ActiveFilter({ value, onChange }: { value: string | undefined; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <FilterSelect
      label={t`State`}
      all={t`Active and inactive`}
      value={value}
      choices={[
        { value: 'yes', label: t`Active` },
        { value: 'no', label: t`Inactive` },
      ]}
      onChange={onChange}
    />
  );
}
