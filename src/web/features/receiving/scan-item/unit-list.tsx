import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { RECEIVE_REJECTIONS, type ReceiveRejection } from '../../../../domain/receiving/items';
import { getOutbox, syncNow } from '../../../offline/outbox-control';
import { ScanEntryList } from '../../../scan/kit/scan-entry-list';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { rejectionText } from './notice-text';
import type { SessionUnit } from './scan-session-store';

interface UnitListProps {
  units: readonly SessionUnit[];
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
  const [fixing, setFixing] = useState<string | null>(null);
  const [serial, setSerial] = useState('');

  return (
    <ScanEntryList entries={units} label={t`Units scanned on this device`} testId="scan-unit" attributes={(unit) => ({ wms: unit.data.wmsNumber })}>
      {(unit, state, entry) => {
        const { wmsNumber, sku } = unit.data;
        const reason = entry ? reasonOf(entry.problemDetail) : null;
        return (
          <>
            <div>
              <strong>{wmsNumber}</strong> <span>{sku?.code}</span> <span>{unit.data.serial ?? t`× ${unit.data.quantity}`}</span>
            </div>
            <div className="scan-unit__state">
              {state === 'queued' ? t`Waiting to sync` : state === 'synced' ? t`On the server` : state === 'undone' ? t`Taken back` : t`Refused`}
            </div>
            {state === 'refused' ? (
              <p className="scan-unit__problem" role="alert">
                {reason
                  ? rejectionText(i18n, reason, { code: unit.data.serial ?? sku?.code ?? '', sku: sku?.code ?? '', clientName, ...(entry?.problemDetail as object) })
                  : (entry?.lastError ?? '')}
              </p>
            ) : null}
            {fixing === unit.id ? (
              <form
                className="inline-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (serial.trim()) onFixSerial(unit, serial.trim());
                  setFixing(null);
                }}
              >
                <TextField id={`fix-${unit.id}`} label={t`Correct serial`} value={serial} onChange={setSerial} autoComplete="off" />
                <Button type="submit">{t`Send again`}</Button>
              </form>
            ) : null}
            {state !== 'undone' ? (
              <div className="scan-entry__actions">
                {reason === 'serial-in-stock' && fixing !== unit.id ? (
                  <Button
                    size="small"
                    onClick={() => {
                      setSerial(unit.data.serial ?? '');
                      setFixing(unit.id);
                    }}
                  >
                    {t`Fix serial`}
                  </Button>
                ) : null}
                {state === 'refused' && reason !== 'serial-in-stock' ? (
                  <Button size="small" variant="outline" onClick={() => entry && void getOutbox().retry(entry.id).then(syncNow)}>
                    {t`Retry`}
                  </Button>
                ) : null}
                <Button size="small" variant="outline" onClick={() => onUndo(unit)} aria-label={t`Undo ${wmsNumber}`}>
                  {t`Undo`}
                </Button>
              </div>
            ) : null}
          </>
        );
      }}
    </ScanEntryList>
  );
}
