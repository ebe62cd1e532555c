import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import type { PutWallPack } from '../../../domain/shipping/packing';
import { allPacked, leftOfSku, openCartonOf } from '../../../domain/shipping/pack-scan';
import { skuOf } from '../../../domain/receiving/scan-session';
import { isApiError } from '../../lib/api/api-error';
import { useSession } from '../../lib/session/session';
import { useStore } from '../../lib/store/create-store';
import type { CameraModalProps } from '../../scan/camera-modal';
import { useScans } from '../../scan/device';
import type { ScanOutcome } from '../../scan/feedback';
import { waitingOf } from '../../scan/kit/entry-sync';
import { type NoticeTone, ScanScreen } from '../../scan/kit/scan-screen';
import type { Scan } from '../../scan/scan-service';
import { Button } from '../../ui/button';
import { ScreenFrame } from '../../ui/screen-frame';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { putWallBatchesQuery, putWallQuery } from './packing-api';
import { type PackSession, createPackSession } from './packing-session-store';
import type { PackNotice } from './packing-state';
import { packNoticeText } from './packing-texts';
import { ScaleReading } from './scale-reading';
import './packing.css';

/**
 * The put-wall (SHIPMENT_PACKING_DETAIL, /shipping-out/packing-detail-2): a batch's picked units arrive
 * mixed in totes; each scanned unit is shown, large, with the slot of its order, and goes into that
 * order's carton. An order whose units are all in is weighed, closes, and its labels print.
 */
export function PutWallPage({ batchId, onBatch, CameraModal }: { batchId: string | undefined; onBatch: (batchId: string | undefined) => void; CameraModal?: ComponentType<CameraModalProps> }) {
  return <ScreenFrame>{batchId ? <WallDownload batchId={batchId} onBatch={onBatch} CameraModal={CameraModal} /> : <WallChoice onBatch={onBatch} />}</ScreenFrame>;
}

function WallChoice({ onBatch }: { onBatch: (batchId: string) => void }) {
  const { t } = useLingui();
  const list = useQuery(putWallBatchesQuery());
  const batches = list.data?.batches;
  // A tote from the picking carts finds its batch.
  useScans(
    useCallback(
      (scan: Scan): ScanOutcome => {
        const code = scan.parsed.code.toUpperCase();
        const found = batches?.find((batch) => batch.number.toUpperCase() === code || batch.totes.some((tote) => tote.toUpperCase() === code));
        if (found) onBatch(found.id);
        return found ? 'accepted' : 'rejected';
      },
      [batches, onBatch],
    ),
  );
  if (list.isError) return <p role="alert">{t`The batches could not be loaded. Connect to the network and try again.`}</p>;
  if (!batches) return <p role="status">{t`Loading…`}</p>;
  return (
    <section aria-labelledby="wall-batches-title">
      <h2 id="wall-batches-title" className="packing__title">{t`Scan a tote of a batch, or choose one`}</h2>
      {batches.length === 0 ? <p>{t`No batch is waiting for the put-wall.`}</p> : null}
      <ul className="packing__queue">
        {batches.map((batch) => (
          <li key={batch.id}>
            <Button variant="outline" onClick={() => onBatch(batch.id)}>
              {batch.number}
            </Button>
            <span>{t`${batch.orders} orders · ${batch.units} units to pack`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function WallDownload({ batchId, onBatch, CameraModal }: { batchId: string; onBatch: (batchId: string | undefined) => void; CameraModal?: ComponentType<CameraModalProps> | undefined }) {
  const { t } = useLingui();
  const userId = useSession().user?.id ?? '';
  const wall = useQuery(putWallQuery(userId, batchId));
  if (wall.data?.slots.length === 0) return <p>{t`Every order of this batch is packed.`}</p>;
  if (wall.data) return <Wall key={wall.data.downloadedAt} wall={wall.data} userId={userId} CameraModal={CameraModal} onLeave={() => onBatch(undefined)} />;
  if (wall.isError) return <p role="alert">{isApiError(wall.error) && wall.error.status !== null && wall.error.status < 500 ? wall.error.message : t`This batch could not be loaded. Connect to the network and open it again.`}</p>;
  return <p role="status">{t`Loading…`}</p>;
}

const toneOf = (notice: PackNotice | null): NoticeTone => (!notice ? 'info' : notice.kind === 'reject' ? (notice.reason === 'already-packed' ? 'flagged' : 'rejected') : 'accepted');

interface Slot {
  slot: number;
  packing: PackSession;
}

function Wall({ wall, userId, CameraModal, onLeave }: { wall: PutWallPack; userId: string; CameraModal?: ComponentType<CameraModalProps> | undefined; onLeave: () => void }) {
  const { t, i18n } = useLingui();
  const [slots] = useState<Slot[]>(() => wall.slots.map(({ slot, pack }) => ({ slot, packing: createPackSession(pack, userId) })));
  const types = wall.slots[0]?.pack.cartonTypes ?? [];
  const [typeId, setTypeId] = useState(types[0]?.id ?? '');
  const [current, setCurrent] = useState<Slot | null>(null);
  const [missed, setMissed] = useState<string | null>(null);
  const [, setVersion] = useState(0);
  useEffect(() => {
    for (const { packing } of slots) void packing.restore();
    const stops = slots.map(({ packing }) => packing.session.listen());
    return () => stops.forEach((stop) => stop());
  }, [slots]);
  const shown = current ?? slots[0] ?? null;
  const { notice, entries } = useStore((shown ?? slots[0]!).packing.session.store);

  /** The slot a scan belongs to: the order holding the unit, or the first order still waiting for the scanned SKU. */
  const slotOf = (scan: Scan): Slot | undefined => {
    const parsed = scan.parsed;
    if (parsed.kind === 'error') return undefined;
    const code = (parsed.kind === 'gs1' ? (parsed.serial ?? parsed.code) : parsed.code).toLowerCase();
    const holder = slots.find(({ packing }) => packing.index.units.has(code));
    if (holder) return holder;
    return slots.find(({ packing }) => {
      const sku = skuOf(packing.index.skus, parsed);
      return sku !== null && leftOfSku(packing.index, sku.sku.id) > 0;
    });
  };

  const onScan = (scan: Scan): ScanOutcome => {
    const slot = slotOf(scan);
    if (!slot) {
      setMissed(scan.parsed.code);
      setCurrent(null);
      return 'rejected';
    }
    setMissed(null);
    setCurrent(slot);
    const { packing } = slot;
    if (!openCartonOf(packing.index) && !allPacked(packing.index)) packing.open(typeId);
    const outcome = packing.onScan(scan);
    // On the wall every scan is one unit: a counted SKU goes in one at a time.
    if (packing.flow.get().quantity) {
      packing.setQuantityText('1');
      packing.confirmQuantity();
    }
    setVersion((v) => v + 1);
    return outcome;
  };

  const complete = slots.filter(({ packing }) => allPacked(packing.index) && openCartonOf(packing.index));
  return (
    <ScanScreen
      name="wall"
      document={
        <p>
          <strong data-testid="wall-batch">{wall.batch.number}</strong> {t`${slots.length} orders on the wall`}{' '}
          <Button variant="outline" size="small" onClick={onLeave}>
            {t`Other batches`}
          </Button>
        </p>
      }
      prompt={
        <div className="inline-form">
          <SelectField id="wall-carton-type" label={t`Carton type for new cartons`} value={typeId} onChange={setTypeId} options={types.map((type) => ({ value: type.id, label: type.name }))} />
        </div>
      }
      promptData={{ slot: current ? String(current.slot) : '' }}
      notice={missed !== null ? { tone: 'rejected', text: t`${missed} is not a unit of this batch's orders. Set it aside.` } : notice ? { tone: toneOf(notice), text: packNoticeText(i18n, notice) } : null}
      onScan={onScan}
      manual={{ label: t`Type a code`, submitLabel: t`Enter` }}
      CameraModal={CameraModal}
      waiting={waitingOf(entries)}
    >
      {current ? (
        <p className="packing__slot" data-testid="wall-slot" aria-live="polite">
          <span className="packing__slot-number">{t`Slot ${current.slot}`}</span> <span>{current.packing.index.order.number}</span>
        </p>
      ) : null}
      {slots.map(({ slot, packing }) => (
        <SlotPrintPage key={slot} packing={packing} />
      ))}
      {complete.map(({ slot, packing }) => (
        <WeighSlot key={packing.index.order.id} slot={slot} packing={packing} onDone={() => setVersion((v) => v + 1)} />
      ))}
      <ul className="packing__wall" aria-label={t`Slots`}>
        {slots.map(({ slot, packing }) => {
          const left = [...packing.index.unitsById.values()].filter((unit) => unit.status !== 'packed').reduce((sum, unit) => sum + unit.quantity, 0);
          return (
            <li key={slot} data-testid="wall-slot-row" data-done={left === 0 && !openCartonOf(packing.index)}>
              <strong>{t`Slot ${slot}`}</strong> {packing.index.order.number} · {left === 0 ? t`all in` : t`${left} to go`}
            </li>
          );
        })}
      </ul>
    </ScanScreen>
  );
}

/** An order whose units are all in: its carton is weighed and closed, which prints its labels. */
function WeighSlot({ slot, packing, onDone }: { slot: number; packing: PackSession; onDone: () => void }) {
  const { t } = useLingui();
  const [weight, setWeight] = useState('');
  return (
    <form
      className="inline-form packing__weigh"
      aria-label={t`Close slot ${slot}`}
      onSubmit={(event) => {
        event.preventDefault();
        packing.startClosing();
        packing.setWeightText(weight);
        packing.close();
        onDone();
      }}
    >
      <TextField id={`wall-weight-${slot}`} label={t`Slot ${slot} is complete: weight (kg)`} value={weight} onChange={setWeight} inputMode="decimal" autoComplete="off" />
      <ScaleReading onWeight={setWeight} />
      <Button type="submit">{t`Close and print`}</Button>
    </form>
  );
}

/** A slot whose labels are bought with no network printer here: its print page, out of sight, opens the print dialog. */
function SlotPrintPage({ packing }: { packing: PackSession }) {
  const { t } = useLingui();
  const { printPage, printOnDevice } = useStore(packing.flow);
  if (!printPage) return null;
  return <iframe className="packing__print" title={t`Shipping labels of ${printPage}`} src={`/printing/shipping-label/${encodeURIComponent(printPage)}?print=1${printOnDevice ? '&device=1' : ''}`} />;
}
