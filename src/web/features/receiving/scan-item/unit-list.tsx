import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { RECEIVE_REJECTIONS, type ReceiveRejection } from '../../../../domain/receiving/items';
import { deviceDb } from '../../../offline/device-db';
import { getOutbox, syncNow } from '../../../offline/outbox-control';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { rejectionText } from './notice-text';
import type { SessionUnit } from './scan-session-store';

interface UnitListProps {
  units: SessionUnit[];
  clientName: string;
  onUndo: (unit: SessionUnit) => void;
  onFixSerial: (unit: SessionUnit, serial: string) => void;
}

const reasonOf = (detail: unknown): ReceiveRejection | null => {
  const reason = (detail as { reason?: unknown } | undefined)?.reason;
  return RECEIVE_REJECTIONS.find((r) => r === reason) ?? null;
};

/** This visit's units, newest first: waiting, on the server, or refused on sync with the fix that fits. */
export function UnitList({ units, clientName, onUndo, onFixSerial }: UnitListProps) {
  const { i18n, t } = useLingui();
  // Only refusals: a query over the outbox's `problem` range is not re-run when a scan queues a unit.
  const problems = useLiveQuery(() => deviceDb().outbox.where('state').equals('problem').toArray(), []) ?? [];
  const byId = new Map(problems.map((entry) => [entry.id, entry]));
  const [fixing, setFixing] = useState<string | null>(null);
  const [serial, setSerial] = useState('');

  return (
    <ol className="scan-units" aria-label={t`Units scanned on this device`}>
      {units.map((unit) => {
        const entry = unit.outboxId ? byId.get(unit.outboxId) : undefined;
        // Only the outbox's own answer makes a unit "on the server"; a missing entry may just not be read yet.
        const state = unit.undone ? 'undone' : unit.synced ? 'synced' : entry?.state === 'problem' ? 'refused' : 'queued';
        const reason = entry?.state === 'problem' ? reasonOf(entry.problemDetail) : null;
        return (
          <li key={unit.itemId} className={`scan-unit scan-unit--${state}`} data-testid="scan-unit" data-state={state} data-wms={unit.wmsNumber}>
            <div className="scan-unit__main">
              <strong>{unit.wmsNumber}</strong> <span>{unit.sku?.code}</span> <span>{unit.serial ?? t`× ${unit.quantity}`}</span>
            </div>
            <div className="scan-unit__state">
              {state === 'queued' ? t`Waiting to sync` : state === 'synced' ? t`On the server` : state === 'undone' ? t`Taken back` : t`Refused`}
            </div>
            {state === 'refused' ? (
              <p className="scan-unit__problem" role="alert">
                {reason
                  ? rejectionText(i18n, reason, { code: unit.serial ?? unit.sku?.code ?? '', sku: unit.sku?.code ?? '', clientName, ...(entry?.problemDetail as object) })
                  : (entry?.lastError ?? '')}
              </p>
            ) : null}
            {fixing === unit.itemId ? (
              <form
                className="inline-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (serial.trim()) onFixSerial(unit, serial.trim());
                  setFixing(null);
                }}
              >
                <TextField id={`fix-${unit.itemId}`} label={t`Correct serial`} value={serial} onChange={setSerial} autoComplete="off" />
                <Button type="submit">{t`Send again`}</Button>
              </form>
            ) : null}
            {state !== 'undone' ? (
              <div className="scan-unit__actions">
                {reason === 'serial-in-stock' && fixing !== unit.itemId ? (
                  <Button size="small" onClick={() => {
                      setSerial(unit.serial ?? '');
                      setFixing(unit.itemId);
                    }}>
                    {t`Fix serial`}
                  </Button>
                ) : null}
                {state === 'refused' && reason !== 'serial-in-stock' ? (
                  <Button size="small" variant="outline" onClick={() => entry && void getOutbox().retry(entry.id).then(syncNow)}>
                    {t`Retry`}
                  </Button>
                ) : null}
                <Button size="small" variant="outline" onClick={() => onUndo(unit)} aria-label={t`Undo ${unit.wmsNumber}`}>
                  {t`Undo`}
                </Button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
