import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { CatalogueKey } from '../../../domain/catalogues/definitions';
import { SelectField } from '../../ui/select-field';
import { catalogueOptionsQuery } from './catalogues-api';

interface CatalogueSelectProps {
  catalogue: CatalogueKey;
  id: string;
  label: string;
  /** The chosen entry's id, '' for none. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** Narrows the entries to one parent (models of a brand). */
  parent?: string;
  /** Text of the empty choice; without it the user must pick an entry. */
  emptyLabel?: string;
  /** The name of the chosen entry, shown when it is no longer active (and so not offered). */
  currentLabel?: string | null;
}

/**
 * Picks an active entry of one catalogue (a model's brand; later SKU forms and receiving). An entry chosen
 * before it was deactivated stays shown, so editing a record does not silently drop it.
 */
export function CatalogueSelect({ catalogue, parent, value, emptyLabel, currentLabel, ...field }: CatalogueSelectProps) {
  const { t } = useLingui();
  const options = useQuery(catalogueOptionsQuery(catalogue, parent));
  const entries = options.data ?? [];
  const known = value === '' || entries.some((entry) => entry.id === value);
  return (
    <SelectField
      {...field}
      value={value}
      options={[
        { value: '', label: emptyLabel ?? (options.isPending ? t`Loading…` : t`Choose…`) },
        ...(known ? [] : [{ value, label: t`${currentLabel ?? value} (inactive)` }]),
        ...entries.map((entry) => ({ value: entry.id, label: `${entry.name} (${entry.code})` })),
      ]}
    />
  );
}
