import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import type { PickPack } from '../../../domain/picking/picking';
import { currentTask, leftOf, pickSummary } from '../../../domain/picking/pick-scan';
import { batchStates } from '../../../domain/states/batch-states';
import { isApiError } from '../../lib/api/api-error';
import { useSession } from '../../lib/session/session';
import { useStore } from '../../lib/store/create-store';
import type { CameraModalProps } from '../../scan/camera-modal';
import { waitingOf } from '../../scan/kit/entry-sync';
import { ScanEntryList } from '../../scan/kit/scan-entry-list';
import { type NoticeTone, ScanScreen } from '../../scan/kit/scan-screen';
import { Button } from '../../ui/button';
import { ScreenFrame } from '../../ui/screen-frame';
import { StateChip } from '../../ui/state-chip';
import { TextField } from '../../ui/text-field';
import { pickBatchesQuery, pickPackQuery } from './picking-api';
import { type PickSession, createPickSession } from './picking-session-store';
import type { PickNotice, PickState } from './picking-state';
import { pickNoticeText, pickRefusalText } from './picking-texts';
import './picking.css';

/**
 * The picker's handheld screen: choose a batch (or the next one), which downloads its tasks and units
 * for work with no network, then walk it one stop at a time.
 */
export function PickingPage({ batchId, onBatch, CameraModal }: { batchId: string | undefined; onBatch: (batchId: string | undefined) => void; CameraModal?: ComponentType<CameraModalProps> }) {
  return <ScreenFrame>{batchId ? <BatchDownload batchId={batchId} onBatch={onBatch} CameraModal={CameraModal} /> : <BatchChoice onBatch={onBatch} />}</ScreenFrame>;
}

function BatchChoice({ onBatch }: { onBatch: (batchId: string) => void }) {
  const { t } = useLingui();
  const list = useQuery(pickBatchesQuery());
  if (list.isError) return <p role="alert">{t`The batches could not be loaded. Connect to the network and try again.`}</p>;
  if (!list.data) return <p role="status">{t`Loading…`}</p>;
  const { batches } = list.data;
  const nextId = batches.find((batch) => batch.next)?.id;
  return (
    <section aria-labelledby="pick-batches-title" className="picking">
      <h2 id="pick-batches-title" className="picking__title">{t`Batches to pick`}</h2>
      {nextId ? <Button onClick={() => onBatch(nextId)}>{t`Next batch`}</Button> : <p>{t`No batch is waiting for a picker.`}</p>}
      <ul className="picking__batches" data-testid="pick-batches">
        {batches.map((batch) => (
          <li key={batch.id}>
            <Button variant="outline" onClick={() => onBatch(batch.id)}>
              {batch.number}
            </Button>
            <StateChip machine={batchStates} state={batch.status} />
            <span>{t`${batch.orders} orders · ${batch.tasksOpen} of ${batch.tasksTotal} stops open`}</span>
            {batch.pickers.length > 0 ? <span>{batch.pickers.map((picker) => picker.name).join(', ')}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function BatchDownload({ batchId, onBatch, CameraModal }: { batchId: string; onBatch: (batchId: string | undefined) => void; CameraModal?: ComponentType<CameraModalProps> | undefined }) {
  const { t } = useLingui();
  const userId = useSession().user?.id ?? '';
  const download = useQuery(pickPackQuery(userId, batchId));
  if (download.data) return <PickScreen key={`${userId} ${download.data.pack.downloadedAt}`} pack={download.data.pack} offline={download.data.offline} userId={userId} CameraModal={CameraModal} onLeave={() => onBatch(undefined)} />;
  if (download.isError) {
    const error = download.error;
    return (
      <p role="alert">
        {isApiError(error) && error.status !== null && error.status < 500 ? error.message : t`This batch could not be loaded. Connect to the network and open it again.`}{' '}
        <Button variant="outline" onClick={() => onBatch(undefined)}>{t`Other batches`}</Button>
      </p>
    );
  }
  return <p role="status">{t`Loading…`}</p>;
}

const toneOf = (notice: PickNotice | null): NoticeTone =>
  !notice ? 'info' : notice.kind === 'reject' ? (notice.reason === 'already-picked' ? 'flagged' : 'rejected') : notice.kind === 'undone' || notice.kind === 'shorted' || notice.kind === 'taken' || notice.kind === 'return-unit' ? 'flagged' : 'accepted';

interface PickScreenProps {
  pack: PickPack;
  offline: boolean;
  userId: string;
  CameraModal?: ComponentType<CameraModalProps> | undefined;
  onLeave: () => void;
}

function PickScreen({ pack, offline, userId, CameraModal, onLeave }: PickScreenProps) {
  const { i18n, t } = useLingui();
  const [picking] = useState(() => createPickSession(pack, userId));
  const { session } = picking;
  const state = useStore(picking.flow);
  const { notice, entries } = useStore(session.store);
  const last = session.last(entries);

  useEffect(() => void picking.restore(), [picking]);
  useEffect(() => session.listen(), [session]);

  const index = picking.index;
  const task = currentTask(index, userId);
  const tote = state.toteId ? index.totesById.get(state.toteId) : undefined;
  const bin = task ? index.binsById.get(task.binId) : undefined;
  const sku = task ? index.skus.byId.get(task.skuId) : undefined;
  const awaiting = state.returnId ? 'return-bin' : !task ? 'done' : !tote ? 'tote' : state.atTaskId !== task.id ? 'bin' : state.quantity ? 'quantity' : 'unit';
  const prompt = {
    'return-bin': t`Scan the bin you put the unit back in.`,
    done: t`Batch finished on this device.`,
    tote: t`Scan a tote to pick into.`,
    bin: t`Go to bin ${bin?.code ?? ''} and scan it.`,
    quantity: t`Confirm how many you take.`,
    unit: sku?.serialised ? t`Scan each unit of ${sku.code}.` : t`Scan the product barcode of ${sku?.code ?? ''}.`,
  }[awaiting];

  return (
    <ScanScreen
      name="pick"
      document={
        <>
          <p className="picking__batch">
            <strong data-testid="pick-batch">{index.batch.number}</strong>{' '}
            <span data-testid="pick-pack-state">{offline ? t`Offline copy of this batch` : t`Batch downloaded for offline picking`}</span>
          </p>
          <p>
            {tote ? t`Tote ${tote.code}` : t`No tote yet`}{' '}
            {tote ? (
              <Button variant="outline" size="small" onClick={picking.changeTote}>
                {t`Change tote`}
              </Button>
            ) : null}{' '}
            <Button variant="outline" size="small" onClick={onLeave}>
              {t`Other batches`}
            </Button>
          </p>
        </>
      }
      prompt={
        <>
          <p>{prompt}</p>
          <PickControls picking={picking} state={state} />
        </>
      }
      promptData={{ awaiting, task: task?.number ?? '' }}
      ready={state.restored}
      notice={notice ? { tone: toneOf(notice), text: pickNoticeText(i18n, notice) } : null}
      onUndoLast={last && last.data.action.kind === 'pick' ? picking.undoLast : undefined}
      onScan={picking.onScan}
      manual={{ label: t`Type a code`, submitLabel: t`Enter` }}
      CameraModal={CameraModal}
      waiting={waitingOf(entries)}
    >
      <ReturnList picking={picking} />
      {task ? <TaskCard picking={picking} /> : <BatchSummary picking={picking} />}
      <PickList picking={picking} />
    </ScanScreen>
  );
}

/** The step's own controls: the quantity of a non-serial SKU, and the short pick. */
function PickControls({ picking, state }: { picking: PickSession; state: PickState }) {
  const { t } = useLingui();
  const [shorting, setShorting] = useState(false);
  const task = currentTask(picking.index, useSession().user?.id ?? '');
  if (!task) return null;
  return (
    <div className="inline-form">
      {state.quantity ? (
        <>
          <TextField id="pick-quantity" label={t`How many of ${state.quantity.skuCode} (${state.quantity.max} left)`} value={state.quantity.text} onChange={picking.setQuantityText} inputMode="numeric" autoComplete="off" />
          <Button onClick={picking.confirmQuantity}>{t`Take them`}</Button>
        </>
      ) : null}
      {shorting ? (
        <div role="group" aria-label={t`Why is it short?`} className="inline-form">
          <Button
            variant="outline"
            onClick={() => {
              setShorting(false);
              picking.short('empty');
            }}
          >
            {t`Bin is empty`}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setShorting(false);
              picking.short('damaged');
            }}
          >
            {t`Unit is damaged`}
          </Button>
          <Button variant="outline" onClick={() => setShorting(false)}>
            {t`Cancel`}
          </Button>
        </div>
      ) : (
        <Button variant="outline" onClick={() => setShorting(true)}>
          {t`Short pick`}
        </Button>
      )}
    </div>
  );
}

/** The stop the picker walks to: bin, SKU, lot, how many, for which orders. */
function TaskCard({ picking }: { picking: PickSession }) {
  const { t } = useLingui();
  const index = picking.index;
  const task = currentTask(index, useSession().user?.id ?? '');
  if (!task) return null;
  const sku = index.skus.byId.get(task.skuId);
  const open = index.tasks.filter((one) => one.status === 'open').length;
  return (
    <section aria-labelledby="pick-task-title" className="picking__task" data-testid="pick-task" data-task={task.number}>
      <h2 id="pick-task-title" className="picking__title">{t`Stop ${task.sequence} · ${open} open`}</h2>
      <dl className="picking__facts">
        <dt>{t`Bin`}</dt>
        <dd data-testid="pick-task-bin">{index.binsById.get(task.binId)?.code}</dd>
        <dt>{t`Product`}</dt>
        <dd>
          {sku?.code} · {sku?.description}
        </dd>
        <dt>{t`Lot`}</dt>
        <dd>{task.lotNumber ?? t`None`}</dd>
        <dt>{t`To take`}</dt>
        <dd data-testid="pick-task-left">{t`${leftOf(task)} of ${task.quantity}`}</dd>
        <dt>{t`Orders`}</dt>
        <dd>{task.orders.join(', ')}</dd>
      </dl>
    </section>
  );
}

/** Picked units of orders cancelled since: scan one, then the bin it goes back to. */
function ReturnList({ picking }: { picking: PickSession }) {
  const { t } = useLingui();
  const index = picking.index;
  const returns = [...index.returns.values()];
  if (returns.length === 0) return null;
  return (
    <section aria-labelledby="pick-returns-title" className="picking__task" data-testid="pick-returns">
      <h2 id="pick-returns-title" className="picking__title">{t`Put back into stock`}</h2>
      <ul>
        {returns.map((ret) => {
          const from = ret.fromBinId ? index.binsById.get(ret.fromBinId)?.code : undefined;
          return <li key={ret.id}>{from ? t`${ret.wmsNumber} of cancelled order ${ret.orderNumber}, taken from ${from}` : t`${ret.wmsNumber} of cancelled order ${ret.orderNumber}`}</li>;
        })}
      </ul>
    </section>
  );
}

/** When the walk ends: what was picked and what was short. */
function BatchSummary({ picking }: { picking: PickSession }) {
  const { t } = useLingui();
  const summary = pickSummary(picking.index);
  return (
    <section aria-labelledby="pick-summary-title" className="picking__task" data-testid="pick-summary">
      <h2 id="pick-summary-title" className="picking__title">{t`Batch summary`}</h2>
      <p>{t`${summary.picked} units picked at ${summary.closed} of ${summary.tasks} stops.`}</p>
      {summary.short.length > 0 ? (
        <ul aria-label={t`Short`}>
          {summary.short.map(({ task, binCode, skuCode }) => (
            <li key={task.id}>{t`${task.short} × ${skuCode} short at ${binCode}`}</li>
          ))}
        </ul>
      ) : (
        <p>{t`Nothing was short.`}</p>
      )}
    </section>
  );
}

function PickList({ picking }: { picking: PickSession }) {
  const { t, i18n } = useLingui();
  const { entries } = useStore(picking.session.store);
  return (
    <section aria-labelledby="pick-list-title">
      <h2 id="pick-list-title" className="picking__title">{t`This session`}</h2>
      <ScanEntryList entries={entries} label={t`Picks`} testId="pick-entry">
        {(entry, sync, problem) => (
          <>
            <span>{entry.data.label}</span>
            {sync === 'refused' ? <span role="alert">{pickRefusalText(i18n, problem?.problemDetail, entry.data.code)}</span> : null}
          </>
        )}
      </ScanEntryList>
    </section>
  );
}
