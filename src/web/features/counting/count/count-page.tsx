import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { expectedIn, skuTally } from '../../../../domain/counting/count-session';
import type { CountingMode } from '../../../../domain/counting/statuses';
import type { CountingPack, PackSku } from '../../../../domain/counting/pack';
import { isApiError } from '../../../lib/api/api-error';
import { onMutationApplied } from '../../../offline/outbox-control';
import { useScans, useScanService } from '../../../scan/device';
import { Button } from '../../../ui/button';
import { PageLink } from '../../../ui/page-link';
import { ScreenFrame } from '../../../ui/screen-frame';
import { TextField } from '../../../ui/text-field';
import { ManualCodeForm } from '../../scanner/manual-code-form';
import type { CameraModalProps } from '../../scanner/scan-trial';
import { countPackQuery } from './count-api';
import { type CountSession, type CountState, createCountSession } from './count-session-store';
import { BinList } from './bin-list';
import { flagText, noticeText } from './count-texts';
import './count.css';

interface CountPageProps {
  countingId: string;
  mode: CountingMode;
  CameraModal?: ComponentType<CameraModalProps>;
}

/** The handheld's count screen (serial or non-serial): downloads the cycle once, then counts offline. */
export function CountPage({ countingId, mode, CameraModal }: CountPageProps) {
  const { t } = useLingui();
  const download = useQuery(countPackQuery(countingId));
  const cycle = download.data?.pack.cycle;
  const title = mode === 'serial' ? t`Count serial items` : t`Count non-serial items`;
  return (
    <ScreenFrame title={cycle ? `${title} · ${cycle.number}` : title}>
      <div className="count">
        {download.data ? (
          download.data.pack.cycle.mode === mode ? (
            <CountScreen key={countingId} pack={download.data.pack} offline={download.data.offline} CameraModal={CameraModal} />
          ) : (
            <p role="alert">
              {t`This cycle counts in the other mode.`}{' '}
              <PageLink page={mode === 'serial' ? 'counting-non-serial-items' : 'counting-serial-items'} params={{ countingId }}>
                {t`Open its count screen`}
              </PageLink>
            </p>
          )
        ) : download.isError ? (
          <p role="alert">
            {isApiError(download.error) && download.error.status !== null && download.error.status < 500 ? download.error.message : t`This cycle could not be loaded. Connect to the network and open it again.`}
          </p>
        ) : (
          <p role="status">{t`Loading…`}</p>
        )}
      </div>
    </ScreenFrame>
  );
}

function CountScreen({ pack, offline, CameraModal }: { pack: CountingPack; offline: boolean; CameraModal?: ComponentType<CameraModalProps> | undefined }) {
  const { i18n, t } = useLingui();
  const [session] = useState(() => createCountSession(pack));
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const scans = useScanService();
  const open = pack.cycle.status === 'in_progress';

  useScans(open ? session.onScan : refuseAll);
  useEffect(() => void session.restore(), [session]);
  useEffect(() => onMutationApplied(session.onApplied), [session]);
  useEffect(() => session.updatePack(pack), [session, pack]);

  const { bin, notice } = state;
  const serial = pack.cycle.mode === 'serial';
  const prompt = !bin
    ? t`Scan a bin label to count the bin.`
    : serial
      ? t`Bin ${bin.code}: scan each unit's WMS label or serial.`
      : t`Bin ${bin.code}: scan a product barcode, then scan again or type how many.`;
  const tone = !notice ? 'info' : notice.kind === 'reject' ? 'rejected' : 'flag' in notice && notice.flag ? 'flagged' : notice.kind === 'recount' ? 'flagged' : 'accepted';

  return (
    <>
      <header className="count__header">
        <p>
          <strong>{pack.cycle.name}</strong> · {serial ? t`Serial` : t`Non-serial`}
          {pack.cycle.blind ? <> · {t`Blind`}</> : null}
        </p>
        <p data-testid="pack-state">{offline ? t`Offline copy of the cycle` : t`Cycle downloaded for offline counting`}</p>
      </header>
      {!open ? <p role="alert">{t`This cycle takes no more counts.`}</p> : null}
      <section className="count__prompt" aria-live="polite" data-testid="count-prompt" data-bin={bin?.code ?? ''} data-scanner={scans && state.restored ? 'ready' : 'starting'}>
        <p className="count__ask">{prompt}</p>
        {state.pending ? <PendingForm session={session} state={state} /> : null}
        {bin ? <BinProgress session={session} state={state} /> : null}
      </section>
      <p className={`count__notice count__notice--${tone}`} role={tone === 'rejected' ? 'alert' : 'status'} data-testid="count-notice" data-tone={tone}>
        {notice ? noticeText(i18n, notice) : ''}
      </p>
      <ManualCodeForm id="count-typed" label={t`Type a code`} submitLabel={t`Enter`} CameraModal={CameraModal} />
      {bin ? (
        <>
          <EntryList session={session} state={state} />
          <Button onClick={() => void session.closeBin()}>{t`Close bin ${bin.code}`}</Button>
        </>
      ) : null}
      <BinList bins={pack.bins} states={state.bins} current={bin?.id ?? null} />
    </>
  );
}

function PendingForm({ session, state }: { session: CountSession; state: CountState }) {
  const { t } = useLingui();
  const pending = state.pending;
  if (!pending) return null;
  const name = pending.sku ? `${pending.sku.code} ${pending.sku.description}` : pending.code;
  return (
    <form
      className="inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        session.commitPending();
      }}
    >
      <TextField id="count-quantity" label={t`How many of ${name}`} value={state.quantityText} onChange={session.setQuantityText} inputMode="numeric" autoComplete="off" />
      <Button type="submit">{t`Count`}</Button>
      <Button variant="outline" onClick={session.dropPending}>
        {t`Cancel`}
      </Button>
    </form>
  );
}

function BinProgress({ session, state }: { session: CountSession; state: CountState }) {
  const { t } = useLingui();
  const bin = state.bin;
  if (!bin) return null;
  const index = session.index;
  const counted = state.bins.get(bin.id)?.counted ?? 0;
  if (index.mode === 'serial') {
    const expected = expectedIn(index, bin.id);
    const found = new Set(state.entries.filter((e) => !e.voided && e.itemId).map((e) => e.itemId));
    const missing = (index.expectedByBin.get(bin.id) ?? []).filter((unit) => !found.has(unit.itemId));
    return (
      <div className="count__progress" data-testid="bin-progress">
        <p>{expected === null ? t`${counted} units counted` : t`${counted} counted · ${expected - missing.length} of ${expected} expected found`}</p>
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
      </div>
    );
  }
  const bySku = new Map<string, { sku: PackSku | null; code: string; quantity: number }>();
  for (const entry of state.entries) {
    if (entry.voided) continue;
    const key = entry.skuId ?? `code:${entry.code.toLowerCase()}`;
    const line = bySku.get(key) ?? { sku: entry.skuId ? (index.skus.byId.get(entry.skuId) ?? null) : null, code: entry.code, quantity: 0 };
    line.quantity += entry.quantity;
    bySku.set(key, line);
  }
  const lines = skuTally(index, bin.id, bySku);
  return (
    <table className="count__tally" data-testid="bin-progress">
      <caption>{t`Bin ${bin.code}`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`SKU`}</th>
          {index.blind ? null : <th scope="col">{t`Expected`}</th>}
          <th scope="col">{t`Counted`}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} data-sku={line.code} className={line.expected !== null && line.counted === line.expected ? 'count__row--done' : undefined}>
            <th scope="row">{line.sku?.code ?? line.code}</th>
            {index.blind ? null : <td>{line.expected}</td>}
            <td>{line.counted}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const SHOWN_ENTRIES = 30;

function EntryList({ session, state }: { session: CountSession; state: CountState }) {
  const { i18n, t } = useLingui();
  return (
    <ol className="count__entries" aria-label={t`Entries of this bin, newest first`}>
      {state.entries.slice(0, SHOWN_ENTRIES).map((entry) => (
        <li key={entry.id} className={entry.voided ? 'count__entry count__entry--voided' : 'count__entry'} data-testid="count-entry" data-code={entry.code} data-voided={entry.voided}>
          <span>
            <strong>{entry.label}</strong>
            {session.index.mode === 'non-serial' ? ` × ${entry.quantity}` : ''}
            {entry.flag ? <span className="badge count__flag"> {flagText(i18n, entry.flag)}</span> : null}
          </span>
          {entry.voided ? (
            <span>{t`Removed`}</span>
          ) : (
            <Button size="small" variant="outline" onClick={() => void session.voidEntry(entry)} aria-label={t`Remove ${entry.label}`}>
              {t`Remove`}
            </Button>
          )}
        </li>
      ))}
    </ol>
  );
}

const refuseAll = () => 'rejected' as const;
