import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ITEM_CONDITIONS } from '../../../domain/inventory/item-conditions';
import type { ITEM_FILTERS } from '../../../domain/inventory/item-list-keys';
import { ITEM_STATUSES } from '../../../domain/receiving/statuses';
import { Button } from '../../ui/button';
import { FilterDate, FilterSelect, FilterText, clientChoices } from '../../ui/data-table/filter-fields';
import { itemFilterOptionsQuery } from './items-api';
import { ITEM_CONDITION_LABELS } from '../../i18n/item-condition-labels';
import { ITEM_STATUS_LABELS } from '../../i18n/item-status-labels';

export type ItemFilterKey = (typeof ITEM_FILTERS)[number];
type Values = { [K in ItemFilterKey]?: string | undefined };

/** Filters a link may set (from the dashboard, a bin or an SKU) that have no picker here: shown so they can be cleared. */
const LINKED_ONLY = ['sku', 'bin', 'container', 'code'] as const;

/** The item list's filter controls; every value goes to the URL through `onChange`. */
export function ItemFilters({ values, onChange }: { values: Values; onChange: (key: ItemFilterKey, value: string) => void }) {
  const { i18n, t } = useLingui();
  const options = useQuery(itemFilterOptionsQuery()).data;
  const entries = (list: readonly { id: string; name: string }[] | undefined) => (list ?? []).map((e) => ({ value: e.id, label: e.name }));
  const select = (key: ItemFilterKey, label: string, all: string, choices: readonly { value: string; label: string }[]) => (
    <FilterSelect label={label} all={all} value={values[key]} choices={choices} onChange={(value) => onChange(key, value)} />
  );
  const linked: Record<(typeof LINKED_ONLY)[number], string> = { sku: t`SKU`, bin: t`Bin`, container: t`Container`, code: t`WMS or serial number` };
  return (
    <>
      {select('status', t`Status`, t`All states`, ITEM_STATUSES.map((s) => ({ value: s, label: i18n._(ITEM_STATUS_LABELS[s]) })))}
      {select('client', t`Client`, t`All clients`, clientChoices(options?.clients))}
      {select('skuType', t`SKU type`, t`All SKU types`, entries(options?.skuTypes))}
      {select('brand', t`Brand`, t`All brands`, entries(options?.brands))}
      {select('model', t`Model`, t`All models`, entries(options?.models))}
      {select('zone', t`Zone`, t`All zones`, (options?.zones ?? []).map((z) => ({ value: z.id, label: `${z.code} · ${z.name}` })))}
      {select('tag', t`Tag`, t`All tags`, entries(options?.tags))}
      {select('condition', t`Condition`, t`Any condition`, ITEM_CONDITIONS.map((c) => ({ value: c, label: i18n._(ITEM_CONDITION_LABELS[c]) })))}
      {select('inventory', t`Inventory`, t`Inventory and non-inventory`, [
        { value: 'yes', label: t`Inventory` },
        { value: 'no', label: t`Non-inventory` },
      ])}
      <FilterText label={t`Lot`} value={values.lot} onChange={(value) => onChange('lot', value)} />
      <FilterDate label={t`Received from`} value={values.receivedFrom} onChange={(value) => onChange('receivedFrom', value)} />
      <FilterDate label={t`Received to`} value={values.receivedTo} onChange={(value) => onChange('receivedTo', value)} />
      {LINKED_ONLY.filter((key) => values[key]).map((key) => {
        const filter = linked[key];
        return (
          <Button key={key} variant="outline" size="small" onClick={() => onChange(key, '')}>
            {t`Clear the ${filter} filter`}
          </Button>
        );
      })}
    </>
  );
}
