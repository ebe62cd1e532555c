import { useLingui } from '@lingui/react/macro';
import { type ComponentType, type FormEvent, useEffect, useState } from 'react';
import type { RelabelUnit } from '../../../domain/inventory/relabel';
import { useStore } from '../../lib/store/create-store';
import { startWmsPool, useWmsPoolSize } from '../../offline/wms-pool';
import type { CameraModalProps } from '../../scan/camera-modal';
import { waitingOf } from '../../scan/kit/entry-sync';
import { ScanEntryList } from '../../scan/kit/scan-entry-list';
import { type NoticeTone, ScanScreen } from '../../scan/kit/scan-screen';
import { Button } from '../../ui/button';
import { ScreenFrame } from '../../ui/screen-frame';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { PendingLabels } from '../printing/public';
import { searchRelabel } from './relabel-api';
import { type RelabelMode, type RelabelNotice, type RelabelSession, createRelabelSession } from './relabel-session';
import { relabelNoticeText } from './relabel-texts';
import './relabel.css';

const toneOf = (notice: RelabelNotice | null): NoticeTone =>
  !notice || notice.kind === 'looking-up' ? 'info' : notice.kind === 'reject' ? 'rejected' : notice.kind === 'choose' || notice.relabelled ? 'flagged' : 'accepted';

/** The relabel station (RELABEL_ACTION): scan a unit or a container, its new labels print at once. */
export function RelabelPage({ CameraModal }: { CameraModal?: ComponentType<CameraModalProps> }) {
  const { i18n, t } = useLingui();
  const [relabelling] = useState(createRelabelSession);
  const { session } = relabelling;
  const { mode, choices } = useStore(relabelling.flow);
  const { notice, entries } = useStore(session.store);
  const left = useWmsPoolSize();

  useEffect(() => void startWmsPool(), []);
  useEffect(() => session.listen(), [session]);

  return (
    <ScreenFrame>
      <ScanScreen
        name="relabel"
        document={
          <>
            <SelectField
              id="relabel-mode"
              label={t`New label`}
              value={mode}
              onChange={(value) => relabelling.setMode(value as RelabelMode)}
              options={[
                { value: 'new', label: t`A new WMS number` },
                { value: 'reprint', label: t`The same number again (damaged label)` },
              ]}
            />
            <p data-testid="relabel-pool">{t`WMS numbers on this device: ${left}`}</p>
          </>
        }
        prompt={<p>{t`Scan the unit's label, its serial, or a container to relabel all its units.`}</p>}
        promptData={{ mode }}
        notice={notice ? { tone: toneOf(notice), text: relabelNoticeText(i18n, notice) } : null}
        onScan={relabelling.onScan}
        manual={{ label: t`Type a code`, submitLabel: t`Enter` }}
        CameraModal={CameraModal}
        waiting={waitingOf(entries)}
      >
        {choices.length > 0 ? <UnitChoices units={choices} onChoose={relabelling.choose} label={t`Units with this serial`} /> : null}
        <UnitSearch relabelling={relabelling} />
        <PendingLabels />
        <ScanEntryList entries={entries} label={t`Relabelled on this device`} testId="relabel-entry" attributes={(entry) => ({ to: entry.data.changes.map((c) => c.to).join(' ') })}>
          {(entry, state, problem) => (
            <>
              <div>
                {entry.data.container ? <strong>{t`Container ${entry.data.container}`} </strong> : null}
                {entry.data.changes.map((change) => (change.from === change.to ? t`${change.to} printed again` : `${change.from} → ${change.to}`)).join(', ')}
              </div>
              <div>{state === 'queued' ? t`Waiting to sync` : state === 'synced' ? t`On the server` : t`Refused`}</div>
              {state === 'refused' ? <p className="relabel-problem" role="alert">{problem?.lastError ?? ''}</p> : null}
            </>
          )}
        </ScanEntryList>
      </ScanScreen>
    </ScreenFrame>
  );
}

function UnitChoices({ units, onChoose, label }: { units: readonly RelabelUnit[]; onChoose: (unit: RelabelUnit) => void; label: string }) {
  const { t } = useLingui();
  return (
    <ul className="relabel-choices" aria-label={label}>
      {units.map((unit) => (
        <li key={unit.id}>
          <span>
            <strong>{unit.wmsNumber}</strong> {unit.skuCode} {unit.serial ?? t`× ${unit.quantity}`}
          </span>
          <Button size="small" variant="outline" onClick={() => onChoose(unit)}>
            {t`Relabel ${unit.wmsNumber}`}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** For a label too damaged to scan: find the unit by part of its WMS number or serial. */
function UnitSearch({ relabelling }: { relabelling: RelabelSession }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [found, setFound] = useState<RelabelUnit[] | null>(null);
  const [failed, setFailed] = useState(false);
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < 2) return;
    setFailed(false);
    searchRelabel(text.trim()).then(
      (answer) => setFound(answer.units),
      () => setFailed(true),
    );
  };
  return (
    <section className="relabel-search" aria-labelledby="relabel-search-title">
      <h2 id="relabel-search-title">{t`Label unreadable?`}</h2>
      <form className="inline-form" onSubmit={search}>
        <TextField id="relabel-search" label={t`Part of the WMS number or serial`} value={text} onChange={setText} autoComplete="off" />
        <Button type="submit" variant="outline">{t`Find`}</Button>
      </form>
      {failed ? <p role="alert" className="relabel-problem">{t`The search needs the network. Connect and try again.`}</p> : null}
      {found?.length === 0 ? <p role="status">{t`No unit matches.`}</p> : null}
      {found && found.length > 0 ? (
        <UnitChoices
          units={found}
          label={t`Units found`}
          onChoose={(unit) => {
            setFound(null);
            relabelling.choose(unit);
          }}
        />
      ) : null}
    </section>
  );
}
