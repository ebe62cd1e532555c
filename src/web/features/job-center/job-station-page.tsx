import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, memo, useEffect, useState } from 'react';
import type { JobType } from '../../../domain/job-center/job-types';
import type { JobPack, JobUnit } from '../../../domain/job-center/job-reads';
import { formatDate } from '../../i18n/format-date';
import { isApiError } from '../../lib/api/api-error';
import { useSession } from '../../lib/session/session';
import { useStore } from '../../lib/store/create-store';
import type { CameraModalProps } from '../../scan/camera-modal';
import { waitingOf } from '../../scan/kit/entry-sync';
import { ScanEntryList } from '../../scan/kit/scan-entry-list';
import { type NoticeTone, ScanScreen } from '../../scan/kit/scan-screen';
import { ScreenFrame } from '../../ui/screen-frame';
import { jobPackQuery } from './job-pack-api';
import { JobResultForm } from './job-result-form';
import { type JobNotice, type JobSession, createJobSession } from './job-session-store';
import { DESTINATION_LABELS, JOB_TYPE_LABELS, jobNoticeText } from './job-texts';
import './job-center.css';

/** A job-center station (QC, repair or clean bench): downloads its queue once, then records results offline. */
export function JobStationPage({ type, CameraModal }: { type: JobType; CameraModal?: ComponentType<CameraModalProps> }) {
  const { t } = useLingui();
  const userId = useSession().user?.id ?? '';
  const download = useQuery(jobPackQuery(userId, type));
  return (
    <ScreenFrame>
      {download.data ? (
        <Station key={`${userId} ${download.data.pack.downloadedAt}`} pack={download.data.pack} offline={download.data.offline} userId={userId} CameraModal={CameraModal} />
      ) : download.isError ? (
        <p role="alert">
          {isApiError(download.error) && download.error.status !== null && download.error.status < 500 ? download.error.message : t`The queue could not be loaded. Connect to the network and open this screen again.`}
        </p>
      ) : (
        <p role="status">{t`Loading…`}</p>
      )}
    </ScreenFrame>
  );
}

const toneOf = (notice: JobNotice | null): NoticeTone => (!notice || notice.kind === 'looking-up' ? 'info' : notice.kind === 'reject' ? 'rejected' : 'accepted');

function Station({ pack, offline, userId, CameraModal }: { pack: JobPack; offline: boolean; userId: string; CameraModal?: ComponentType<CameraModalProps> | undefined }) {
  const { i18n, t } = useLingui();
  const [station] = useState(() => createJobSession(pack, userId));
  const { session } = station;
  const state = useStore(station.flow);
  const { notice, entries } = useStore(session.store);
  useEffect(() => void station.restore(), [station]);
  useEffect(() => session.listen(), [session]);
  const queueName = i18n._(JOB_TYPE_LABELS[pack.type]);
  const { unit } = state;

  return (
    <ScanScreen
      name="job"
      document={
        <>
          <p data-testid="job-pack-state">{offline ? t`Offline copy of the ${queueName} queue` : t`${queueName} queue downloaded for offline work`}</p>
          <p data-testid="job-queue-count">{t`${state.queue.length} waiting`}</p>
        </>
      }
      prompt={
        unit ? (
          <>
            <p>{t`Record the result for ${unit.wmsNumber}, or scan another unit.`}</p>
            <UnitCard unit={unit} />
            <JobResultForm key={unit.id} pack={pack} errors={state.errors} onRecord={station.record} onCancel={station.clear} />
          </>
        ) : (
          <p>{t`Scan a unit's WMS label or serial.`}</p>
        )
      }
      promptData={{ awaiting: unit ? 'result' : 'unit' }}
      ready={state.restored}
      notice={notice ? { tone: toneOf(notice), text: jobNoticeText(i18n, notice) } : null}
      onScan={station.onScan}
      manual={{ label: t`Type a code`, submitLabel: t`Enter` }}
      CameraModal={CameraModal}
      waiting={waitingOf(entries)}
    >
      <Recorded session={session} />
      <Queue units={state.queue} />
    </ScanScreen>
  );
}

function UnitCard({ unit }: { unit: JobUnit }) {
  const { t } = useLingui();
  return (
    <section className="job-unit" aria-label={t`Unit ${unit.wmsNumber}`} data-testid="job-unit">
      <p className="job-unit__title">
        {unit.wmsNumber}
        {unit.serial ? ` · ${unit.serial}` : ''}
      </p>
      <p>
        {unit.skuCode} · {unit.skuDescription} · {unit.clientCode}
        {unit.place ? ` · ${unit.place}` : ''}
      </p>
      {unit.since ? <p>{t`Waiting since ${formatDate(unit.since)}`}</p> : null}
      {unit.history.length > 0 ? <History unit={unit} /> : <p>{t`No earlier results.`}</p>}
    </section>
  );
}

function History({ unit }: { unit: JobUnit }) {
  const { i18n, t } = useLingui();
  return (
    <ol className="job-unit__history" aria-label={t`Earlier results`}>
      {unit.history.map((entry) => (
        <li key={entry.id}>
          {formatDate(entry.at)} · {i18n._(JOB_TYPE_LABELS[entry.type])}
          {entry.outcome ? ` ${entry.outcome === 'pass' ? t`passed` : t`failed`}` : ''}
          {entry.codes.length > 0 ? ` · ${entry.codes.join(', ')}` : ''} → {i18n._(DESTINATION_LABELS[entry.to])}
          {entry.by ? ` · ${entry.by}` : ''}
          {entry.notes ? ` · ${entry.notes}` : ''}
        </li>
      ))}
    </ol>
  );
}

function Recorded({ session }: { session: JobSession['session'] }) {
  const { i18n, t } = useLingui();
  const { entries } = useStore(session.store);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="job-recorded-title">
      <h2 id="job-recorded-title" className="job__title">{t`Recorded on this device`}</h2>
      <ScanEntryList entries={entries} label={t`Recorded on this device`} testId="job-recorded">
        {(entry) => (
          <p>
            {entry.data.label} → {i18n._(DESTINATION_LABELS[entry.data.to])}
          </p>
        )}
      </ScanEntryList>
    </section>
  );
}

/** The queue's next units, oldest first: what the bench works on. */
function Queue({ units }: { units: readonly JobUnit[] }) {
  const { t } = useLingui();
  const shown = units.slice(0, 50);
  return (
    <section aria-labelledby="job-queue-title">
      <h2 id="job-queue-title" className="job__title">{t`Waiting in the queue`}</h2>
      {units.length === 0 ? (
        <p>{t`Nothing is waiting.`}</p>
      ) : (
        <ol className="job__queue" aria-label={t`Waiting in the queue`}>
          {shown.map((unit) => (
            <QueueRow key={unit.id} unit={unit} />
          ))}
          {units.length > shown.length ? <li>{t`and ${units.length - shown.length} more`}</li> : null}
        </ol>
      )}
    </section>
  );
}

/** A unit's row stays as it was while the queue around it changes: one result re-renders no other row. */
const QueueRow = memo(function QueueRow({ unit }: { unit: JobUnit }) {
  return (
    <li data-testid="job-queue-unit">
      {unit.wmsNumber}
      {unit.serial ? ` · ${unit.serial}` : ''} · {unit.skuCode}
      {unit.since ? ` · ${formatDate(unit.since)}` : ''}
    </li>
  );
});
