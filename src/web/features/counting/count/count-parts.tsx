import { useLingui } from '@lingui/react/macro';
import { expectedIn, skuTally } from '../../../../domain/counting/count-session';
import type { PackSku } from '../../../../domain/counting/pack';
import { summarizeProgress } from '../../../../domain/scan/progress';
import { ScanEntryList } from '../../../scan/kit/scan-entry-list';
import { ExpectedList, ScanProgress } from '../../../scan/kit/scan-progress';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import type { CountSession } from './count-session-store';
import type { CountState, ShownEntry } from './count-state';
import { flagText } from './count-texts';

/** Non-serial: the quantity of the SKU being counted, open to more scans or a typed figure. */
export function PendingForm({ counting, state }: { counting: CountSession; state: CountState }) {
  const { t } = useLingui();
  const pending = state.pending;
  if (!pending) return null;
  const name = pending.sku ? `${pending.sku.code} ${pending.sku.description}` : pending.code;
  return (
    <form
      className="inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        counting.commitPending();
      }}
    >
      <TextField id="count-quantity" label={t`How many of ${name}`} value={state.quantityText} onChange={counting.setQuantityText} inputMode="numeric" autoComplete="off" />
      <Button type="submit">{t`Count`}</Button>
      <Button variant="outline" onClick={counting.dropPending}>
        {t`Cancel`}
      </Button>
    </form>
  );
}

/** The warning before counting a bin another device has closed: count it anyway, or leave it. */
export function ConfirmOpen({ counting }: { counting: CountSession }) {
  const { t } = useLingui();
  return (
    <div className="inline-form" data-testid="confirm-open">
      <Button onClick={counting.confirmOpen}>{t`Count it again`}</Button>
      <Button variant="outline" onClick={counting.cancelOpen}>
        {t`Leave it`}
      </Button>
    </div>
  );
}

/** The open bin against what was expected in it (serial: units found; non-serial: per SKU). */
export function BinProgress({ counting, state }: { counting: CountSession; state: CountState }) {
  const { t } = useLingui();
  const bin = state.bin;
  if (!bin) return null;
  const index = counting.index;
  const entries = counting.session.get().entries.filter((entry) => !entry.undone).map((entry) => entry.data);
  const counted = state.bins.get(bin.id)?.counted ?? 0;
  if (index.mode === 'serial') {
    const expected = expectedIn(index, bin.id);
    const found = new Set(entries.filter((e) => e.itemId).map((e) => e.itemId));
    const missing = (index.expectedByBin.get(bin.id) ?? []).filter((unit) => !found.has(unit.itemId));
    const summary = summarizeProgress([{ expected, done: expected === null ? counted : expected - missing.length }, { expected: expected === null ? null : 0, done: expected === null ? 0 : counted - (expected - missing.length) }]);
    return (
      <ScanProgress summary={summary} label={t`Counted`} doneText={t`${counted} units counted`} testId="bin-progress">
        {missing.length > 0 && missing.length <= 50 ? (
          <details>
            <summary>{t`Still to find (${missing.length})`}</summary>
            <ul className="count__missing">
              {missing.map((unit) => (
                <li key={unit.itemId}>
                  {unit.wmsNumber}
                  {unit.serial ? ` · ${unit.serial}` : ''}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </ScanProgress>
    );
  }
  const bySku = new Map<string, { sku: PackSku | null; code: string; quantity: number }>();
  for (const entry of entries) {
    const key = entry.skuId ?? `code:${entry.code.toLowerCase()}`;
    const line = bySku.get(key) ?? { sku: entry.skuId ? (index.skus.byId.get(entry.skuId) ?? null) : null, code: entry.code, quantity: 0 };
    line.quantity += entry.quantity;
    bySku.set(key, line);
  }
  const lines = skuTally(index, bin.id, bySku).map((line) => ({ key: line.key, code: line.sku?.code ?? line.code, label: line.sku?.code ?? line.code, expected: line.expected, done: line.counted }));
  return (
    <ScanProgress summary={summarizeProgress(lines)} label={t`Counted`} doneText={t`${counted} counted`}>
      <ExpectedList lines={lines} caption={t`Bin ${bin.code}`} doneHeader={t`Counted`} showExpected={!index.blind} testId="bin-progress" />
    </ScanProgress>
  );
}

const SHOWN_ENTRIES = 30;

/** The open bin's entries, newest first, each removable (it stays, void, for audit). */
export function EntryList({ counting, entries }: { counting: CountSession; entries: readonly ShownEntry[] }) {
  const { i18n, t } = useLingui();
  return (
    <ScanEntryList
      entries={entries.slice(0, SHOWN_ENTRIES)}
      label={t`Entries of this bin, newest first`}
      testId="count-entry"
      attributes={(entry) => ({ code: entry.data.code, voided: String(entry.undone) })}
    >
      {(entry) => (
        <div className="count__entry">
          <span>
            <strong>{entry.data.label}</strong>
            {counting.index.mode === 'non-serial' ? ` × ${entry.data.quantity}` : ''}
            {entry.data.flag ? <span className="badge count__flag"> {flagText(i18n, entry.data.flag)}</span> : null}
          </span>
          {entry.undone ? (
            <span>{t`Removed`}</span>
          ) : (
            <Button size="small" variant="outline" onClick={() => void counting.voidEntry(entry)} aria-label={t`Remove ${entry.data.label}`}>
              {t`Remove`}
            </Button>
          )}
        </div>
      )}
    </ScanEntryList>
  );
}
