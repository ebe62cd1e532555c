import { useLingui } from '@lingui/react/macro';
import { type ComponentType, type FormEvent, useEffect, useState } from 'react';
import type { RelabelUnit } from '../../../domain/inventory/relabel';
import { useSession } from '../../lib/session/session';
import { useStore } from '../../lib/store/create-store';
import { type UnitPackDownload, UnitPackHeader, WithUnitPack } from '../../offline/unit-pack-screen';
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
import { type RelabelMode, type RelabelNotice, type RelabelSession, createRelabelSession } from './relabel-session';
import { relabelNoticeText } from './relabel-texts';
import './relabel.css';

const toneOf = (notice: RelabelNotice | null): NoticeTone =>
  !notice || notice.kind === 'looking-up' ? 'info' : notice.kind === 'reject' ? 'rejected' : notice.kind === 'choose' || notice.relabelled ? 'flagged' : 'accepted';

/** The relabel station (RELABEL_ACTION): downloads the unit pack once, then relabels offline too. */
export function RelabelPage({ CameraModal }: { CameraModal?: ComponentType<CameraModalProps> }) {
  const userId = useSession().user?.id ?? '';
  return (
    <ScreenFrame>
      <WithUnitPack screen="relabel" userId={userId}>
        {(download) => <RelabelScreen key={`${userId} ${download.pack.downloadedAt}`} download={download} userId={userId} CameraModal={CameraModal} />}
      </WithUnitPack>
    </ScreenFrame>
  );
}

interface RelabelScreenProps {
  download: UnitPackDownload;
  userId: string;
  CameraModal?: ComponentType<CameraModalProps> | undefined;
}

/** Scan a unit or a container: its new labels print at once. */
function RelabelScreen({ download, userId, CameraModal }: RelabelScreenProps) {
  const { i18n, t } = useLingui();
  const [relabelling] = useState(() => createRelabelSession(download.pack, userId));
  const { session } = relabelling;
  const { mode, choices, restored } = useStore(relabelling.flow);
  const { notice, entries } = useStore(session.store);
  const left = useWmsPoolSize();

  useEffect(() => void startWmsPool(), []);
  useEffect(() => void relabelling.restore(), [relabelling]);
  useEffect(() => session.listen(), [session]);
  useEffect(() => relabelling.listen(), [relabelling]);

  return (
    <ScanScreen
      name="relabel"
      document={
        <>
          <UnitPackHeader name="relabel" download={download} />
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
      ready={restored}
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
    relabelling.search(text.trim()).then(
      (units) => setFound(units),
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
      {failed ? <p role="alert" className="relabel-problem">{t`The server could not search. Try again.`}</p> : null}
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
