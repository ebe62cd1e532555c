import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { CountingMode } from '../../../domain/counting/statuses';
import { binOptionsQuery, counterOptionsQuery, scopeOptionsQuery, skuOptionsQuery } from './cycles-api';
import { PickerField, type PickerOption } from './picker-field';

interface PickerProps {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}

/** The search text and its deferred value: typing stays responsive while the matches load. */
function useSearchText() {
  const [q, setQ] = useState('');
  return { q, setQ, deferred: useDeferredValue(q.trim()) };
}

const matching = (options: readonly PickerOption[], q: string) => {
  const needle = q.trim().toLowerCase();
  return needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
};

/** Zones and clients: every active one is loaded once and searched here. */
function ListedPicker({ kind, ...props }: PickerProps & { kind: 'zones' | 'clients' }) {
  const { t } = useLingui();
  const { q, setQ } = useSearchText();
  const options = (useQuery(scopeOptionsQuery()).data?.[kind] ?? []).map((o) => ({ id: o.id, label: `${o.code} · ${o.name}` }));
  const zones = kind === 'zones';
  return (
    <PickerField
      {...props}
      id={`cycle-${kind}`}
      legend={zones ? t`Zones` : t`Clients`}
      hint={zones ? t`Every active bin of the chosen zones is counted.` : t`Only the stock of these clients is counted; none chosen: every client.`}
      searchLabel={zones ? t`Search zones` : t`Search clients`}
      results={matching(options, q)}
      query={q}
      onQueryChange={setQ}
    />
  );
}

export const ZonePicker = (props: PickerProps) => <ListedPicker kind="zones" {...props} />;
export const ClientPicker = (props: PickerProps) => <ListedPicker kind="clients" {...props} />;

export function BinPicker(props: PickerProps) {
  const { t } = useLingui();
  const { q, setQ, deferred } = useSearchText();
  const results = (useQuery(binOptionsQuery(deferred)).data ?? []).map((b) => ({ id: b.id, label: b.code }));
  return (
    <PickerField
      {...props}
      id="cycle-bins"
      legend={t`Bins`}
      hint={t`Added to the zones' bins. No zone and no bin chosen: every bin holding stock of the chosen SKUs and clients.`}
      searchLabel={t`Search bins by code`}
      results={results}
      query={q}
      onQueryChange={setQ}
    />
  );
}

export function SkuPicker({ mode, ...props }: PickerProps & { mode: CountingMode }) {
  const { t } = useLingui();
  const { q, setQ, deferred } = useSearchText();
  const results = (useQuery(skuOptionsQuery(deferred, mode)).data ?? []).map((s) => ({ id: s.id, label: `${s.code} · ${s.description} (${s.client})` }));
  return (
    <PickerField
      {...props}
      id="cycle-skus"
      legend={t`SKUs`}
      hint={mode === 'serial' ? t`Serialised SKUs only; none chosen: every SKU of the chosen clients.` : t`SKUs without serials only; none chosen: every SKU of the chosen clients.`}
      searchLabel={t`Search SKUs by code or description`}
      results={results}
      query={q}
      onQueryChange={setQ}
    />
  );
}

export function CounterPicker(props: PickerProps) {
  const { t } = useLingui();
  const { q, setQ, deferred } = useSearchText();
  const results = (useQuery(counterOptionsQuery(deferred)).data ?? []).map((u) => ({ id: u.id, label: `${u.name} (${u.username})` }));
  return (
    <PickerField
      {...props}
      id="cycle-counters"
      legend={t`Counters`}
      hint={t`Staff allowed to count; none chosen: anyone allowed to count may count this cycle.`}
      searchLabel={t`Search counters by name`}
      results={results}
      query={q}
      onQueryChange={setQ}
    />
  );
}
