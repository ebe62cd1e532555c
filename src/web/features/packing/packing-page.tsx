import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, Fragment, useEffect, useState } from 'react';
import type { PackOrder } from '../../../domain/shipping/packing';
import { allPacked, openCartonOf, packProgress, unitsIn } from '../../../domain/shipping/pack-scan';
import { orderStates } from '../../../domain/states/order-states';
import { shipmentStates } from '../../../domain/states/shipment-states';
import { isApiError } from '../../lib/api/api-error';
import { useSession } from '../../lib/session/session';
import { useStore } from '../../lib/store/create-store';
import type { CameraModalProps } from '../../scan/camera-modal';
import { waitingOf } from '../../scan/kit/entry-sync';
import { ScanEntryList } from '../../scan/kit/scan-entry-list';
import { type NoticeTone, ScanScreen } from '../../scan/kit/scan-screen';
import { Button } from '../../ui/button';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { StateChip } from '../../ui/state-chip';
import { TextField } from '../../ui/text-field';
import { packOrderQuery } from './packing-api';
import { packingNumbers } from './packing-numbers';
import { type PackSession, createPackSession } from './packing-session-store';
import { ScaleReading } from './scale-reading';
import type { PackNotice, PackState } from './packing-state';
import { packNoticeText, packRefusalText } from './packing-texts';
import './packing.css';

/**
 * Packing one order at a station (SHIPMENT_PACKING_DETAIL): the order downloads for work with no
 * network; the packer opens a carton of a type, scans the units into it, closes it with its weight and
 * opens the next until every unit is in. The order comes from the packing queue.
 */
export function PackingPage({ orderId, onLeave, CameraModal }: { orderId: string | undefined; onLeave: () => void; CameraModal?: ComponentType<CameraModalProps> }) {
  const { t } = useLingui();
  return (
    <ScreenFrame>
      {orderId ? (
        <OrderDownload orderId={orderId} onLeave={onLeave} CameraModal={CameraModal} />
      ) : (
        <p>
          {t`Choose an order to pack from the packing queue.`} <PageLink page="shipping-packing-queue">{t`Packing queue`}</PageLink>
        </p>
      )}
    </ScreenFrame>
  );
}

function OrderDownload({ orderId, onLeave, CameraModal }: { orderId: string; onLeave: () => void; CameraModal?: ComponentType<CameraModalProps> | undefined }) {
  const { t } = useLingui();
  const userId = useSession().user?.id ?? '';
  const download = useQuery(packOrderQuery(userId, orderId));
  if (download.data) return <PackScreen key={`${userId} ${download.data.pack.downloadedAt}`} pack={download.data.pack} offline={download.data.offline} userId={userId} CameraModal={CameraModal} onLeave={onLeave} />;
  if (download.isError) {
    const error = download.error;
    return (
      <p role="alert">
        {isApiError(error) && error.status !== null && error.status < 500 ? error.message : t`This order could not be loaded. Connect to the network and open it again.`}{' '}
        <Button variant="outline" onClick={onLeave}>{t`Packing queue`}</Button>
      </p>
    );
  }
  return <p role="status">{t`Loading…`}</p>;
}

const toneOf = (notice: PackNotice | null): NoticeTone =>
  !notice ? 'info' : notice.kind === 'reject' ? (notice.reason === 'already-packed' ? 'flagged' : 'rejected') : notice.kind === 'undone' || notice.kind === 'tote' ? 'flagged' : 'accepted';

interface PackScreenProps {
  pack: PackOrder;
  offline: boolean;
  userId: string;
  CameraModal?: ComponentType<CameraModalProps> | undefined;
  onLeave: () => void;
}

function PackScreen({ pack, offline, userId, CameraModal, onLeave }: PackScreenProps) {
  const { i18n, t } = useLingui();
  const [packing] = useState(() => createPackSession(pack, userId));
  const { session } = packing;
  const state = useStore(packing.flow);
  const { notice, entries } = useStore(session.store);
  const last = session.last(entries);

  useEffect(() => void packing.restore(), [packing]);
  useEffect(() => session.listen(), [session]);

  const index = packing.index;
  const carton = state.cartonId ? index.cartons.find((one) => one.id === state.cartonId && one.status === 'open') : openCartonOf(index);
  const done = allPacked(index) && !openCartonOf(index);
  const ready = index.order.status === 'picked';
  const awaiting = done ? 'done' : !ready ? 'not-ready' : !carton ? 'carton' : state.weight !== null ? 'weight' : state.quantity ? 'quantity' : allPacked(index) ? 'close' : 'unit';
  const prompt = {
    done: t`Every unit is packed and every carton closed.`,
    'not-ready': t`This order is not picked yet: it cannot be packed.`,
    close: t`Every unit is in: close carton ${carton?.position ?? ''}.`,
    carton: t`Choose the carton to pack into.`,
    weight: t`Weigh carton ${carton?.position ?? ''} and enter its weight.`,
    quantity: t`Confirm how many go in.`,
    unit: t`Scan the units for carton ${carton?.position ?? ''}.`,
  }[awaiting];

  return (
    <ScanScreen
      name="pack"
      document={
        <>
          <p className="packing__order">
            <strong data-testid="pack-order">{index.order.number}</strong> <StateChip machine={orderStates} state={index.order.status} /> <span>{index.order.clientName}</span>
          </p>
          <p>
            {t`To ${index.order.shipToName}`}
            {index.order.carrier ? ` · ${index.order.carrier}` : ''}
            {index.order.service ? ` · ${index.order.service}` : ''}{' '}
            <span data-testid="pack-order-state">{offline ? t`Offline copy of this order` : t`Order downloaded for offline packing`}</span>{' '}
            <OfflineLabelsLeft ownFleet={packing.ownFleet} />{' '}
            <Button variant="outline" size="small" onClick={onLeave}>
              {t`Packing queue`}
            </Button>
          </p>
        </>
      }
      progress={<PackProgress packing={packing} />}
      prompt={
        <>
          <p>{prompt}</p>
          <PackControls packing={packing} state={state} awaiting={awaiting} />
        </>
      }
      promptData={{ awaiting, carton: carton ? String(carton.position) : '' }}
      ready={state.restored}
      notice={notice ? { tone: toneOf(notice), text: packNoticeText(i18n, notice) } : null}
      onUndoLast={last && last.data.action.kind === 'pack' && !last.undone ? packing.undoLast : undefined}
      onScan={packing.onScan}
      manual={{ label: t`Type a code`, submitLabel: t`Enter` }}
      CameraModal={CameraModal}
      waiting={waitingOf(entries)}
    >
      {done ? <Packed packing={packing} /> : null}
      {state.printPage ? (
        // The browser's print page of the labels, loaded out of sight: it opens the print dialog by itself.
        <iframe key={state.printPage} className="packing__print" title={t`Shipping labels of ${state.printPage}`} src={`/printing/shipping-label/${encodeURIComponent(state.printPage)}?print=1${state.printOnDevice ? '&device=1' : ''}`} />
      ) : null}
      <CartonList packing={packing} />
      <PackList packing={packing} />
    </ScanScreen>
  );
}

/** The step's own controls: the carton types to open, the quantity of a counted SKU, the weight when closing. */
function PackControls({ packing, state, awaiting }: { packing: PackSession; state: PackState; awaiting: string }) {
  const { t } = useLingui();
  const index = packing.index;
  if (awaiting === 'carton') {
    if (index.cartonTypes.length === 0) return <p role="alert">{t`No carton type is set up. Ask an administrator to add one in Container Management.`}</p>;
    return (
      <div className="packing__types" role="group" aria-label={t`Carton types`}>
        {index.cartonTypes.map((type) => (
          <Button key={type.id} variant="outline" onClick={() => packing.open(type.id)}>
            {t`Open a ${type.name} carton`}
          </Button>
        ))}
      </div>
    );
  }
  if (awaiting === 'quantity' && state.quantity) {
    return (
      <div className="inline-form">
        <TextField id="pack-quantity" label={t`How many of ${state.quantity.skuCode} (${state.quantity.max} left)`} value={state.quantity.text} onChange={packing.setQuantityText} inputMode="numeric" autoComplete="off" />
        <Button onClick={packing.confirmQuantity}>{t`Pack them`}</Button>
      </div>
    );
  }
  if (awaiting === 'weight' && state.weight !== null) {
    return (
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          packing.close();
        }}
      >
        <TextField id="pack-weight" label={t`Weight (kg)`} value={state.weight} onChange={packing.setWeightText} inputMode="decimal" autoComplete="off" />
        <ScaleReading onWeight={packing.setWeightText} />
        <Button type="submit">{t`Close carton`}</Button>
        <Button variant="outline" onClick={packing.cancelClosing}>
          {t`Cancel`}
        </Button>
      </form>
    );
  }
  if (awaiting === 'unit' || awaiting === 'close') {
    return (
      <div className="inline-form">
        <Button variant="outline" onClick={packing.startClosing}>
          {t`Close this carton`}
        </Button>
      </div>
    );
  }
  return null;
}

function PackProgress({ packing }: { packing: PackSession }) {
  const { t } = useLingui();
  useStore(packing.flow);
  const rows = packProgress(packing.index);
  return (
    <dl className="packing__progress" aria-label={t`Packed so far`} data-testid="pack-progress">
      {rows.map((row) => (
        <Fragment key={row.skuId}>
          <dt>{row.code}</dt>
          <dd>{t`${row.packed} of ${row.total}`}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The order's cartons: n of m, the SSCC once the server gave it, type, weight, what is in it. */
function CartonList({ packing }: { packing: PackSession }) {
  const { t } = useLingui();
  useStore(packing.flow);
  const index = packing.index;
  if (index.cartons.length === 0) return null;
  const types = new Map(index.cartonTypes.map((type) => [type.id, type.name]));
  return (
    <section aria-labelledby="pack-cartons-title">
      <h2 id="pack-cartons-title" className="packing__title">{t`Cartons`}</h2>
      <ul className="packing__cartons" data-testid="pack-cartons">
        {index.cartons.map((carton) => {
          const units = unitsIn(index, carton.id).reduce((sum, unit) => sum + unit.quantity, 0);
          return (
            <li key={carton.id} data-testid="pack-carton" data-status={carton.status}>
              <strong>{t`Carton ${carton.position} of ${index.cartons.length}`}</strong> · {types.get(carton.cartonTypeId) ?? ''} · {carton.sscc ? `SSCC ${carton.sscc}` : t`SSCC when synced`} ·{' '}
              {t`${units} units`}
              {carton.status === 'closed' ? ` · ${carton.weightG === null ? '' : t`${carton.weightG / 1000} kg`} · ${t`closed`}` : ` · ${t`open`}`}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** When every unit is in a closed carton: the shipment, and its labels. */
function Packed({ packing }: { packing: PackSession }) {
  const { t } = useLingui();
  useStore(packing.flow);
  const { shipment } = packing.index;
  return (
    <section aria-labelledby="pack-done-title" data-testid="pack-done">
      <h2 id="pack-done-title" className="packing__title">{t`Order packed`}</h2>
      {shipment ? (
        <p>
          {t`Shipment ${shipment.number}`} <StateChip machine={shipmentStates} state={shipment.status} testId="pack-shipment-status" />{' '}
          <a href={`/printing/shipping-label/${encodeURIComponent(shipment.number)}`} target="_blank" rel="noreferrer">
            {t`Shipping labels`}
          </a>{' '}
          {shipment.status === 'packed' ? (
            <PageLink page="shipping-shipment-create-detail" params={{ shipmentId: shipment.number }}>
              {t`Carrier and label`}
            </PageLink>
          ) : null}
        </p>
      ) : (
        <p role="status">{t`The shipment is made when this device syncs.`}</p>
      )}
    </section>
  );
}

function PackList({ packing }: { packing: PackSession }) {
  const { t, i18n } = useLingui();
  const { entries } = useStore(packing.session.store);
  return (
    <section aria-labelledby="pack-list-title">
      <h2 id="pack-list-title" className="packing__title">{t`This session`}</h2>
      <ScanEntryList entries={entries} label={t`Packing steps`} testId="pack-entry">
        {(entry, sync, problem) => (
          <>
            <span>{entry.data.label}</span>
            {sync === 'refused' ? <span role="alert">{packRefusalText(i18n, problem?.problemDetail, entry.data.code)}</span> : null}
          </>
        )}
      </ScanEntryList>
    </section>
  );
}

/** How many own-fleet cartons this station can still label with no network (its reserved SSCCs and tracking numbers). */
function OfflineLabelsLeft({ ownFleet }: { ownFleet: boolean }) {
  const { t } = useLingui();
  const left = Math.min(packingNumbers.useLeft('sscc'), packingNumbers.useLeft('tracking'));
  if (!ownFleet) return null;
  return <span data-testid="pack-numbers">{t`Cartons to label offline: ${left}`}</span>;
}
