import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { CountingMode } from '../../../../domain/counting/statuses';
import { DetailList } from '../../../ui/form/detail-list';
import { cycleQuery } from '../cycles-api';

/**
 * A cycle not started yet has no bins to count and no progress: what it will count is its scope, as
 * chosen. The bins and the stock expected in them are fixed only when it starts.
 */
export function ScopeSection({ countingId, mode }: { countingId: string; mode: CountingMode }) {
  const { t } = useLingui();
  const { data } = useQuery(cycleQuery(countingId));
  if (!data) return null;
  const { zones, bins, skus, clients } = data.scopeDetail;
  const list = (codes: readonly string[]) => (codes.length > 0 ? codes.join(', ') : null);
  const where = list([...zones.map((zone) => `${zone.code} · ${zone.name}`), ...bins.map((bin) => bin.code)]);
  const what = list([...skus.map((sku) => sku.code), ...clients.map((client) => t`All SKUs of ${client.name}`)]);
  const everything = mode === 'serial' ? t`Every serialised SKU` : t`Every SKU counted by quantity`;
  const counters = list(data.counters.map((counter) => counter.name));
  return (
    <section className="cycle-section" aria-labelledby="cycle-scope-title">
      <h2 id="cycle-scope-title">{t`What this cycle will count`}</h2>
      <p>{t`Not started yet. Starting fixes the bins to count and the stock expected in them; counters can count from then on.`}</p>
      <DetailList
        label={t`Scope`}
        items={[
          [t`Where`, where ?? t`Every bin holding stock of the SKUs below`],
          [t`What`, what ?? everything],
          [t`Counters`, counters ?? t`Anyone allowed to count`],
        ]}
      />
    </section>
  );
}
