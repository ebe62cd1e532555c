import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import type { LoadOutPack } from '../../../domain/shipping/load-out';
import { missingOf } from '../../../domain/shipping/load-scan';
import { isApiError } from '../../lib/api/api-error';
import { useSession } from '../../lib/session/session';
import { useStore } from '../../lib/store/create-store';
import type { CameraModalProps } from '../../scan/camera-modal';
import { waitingOf } from '../../scan/kit/entry-sync';
import { ScanEntryList } from '../../scan/kit/scan-entry-list';
import { type NoticeTone, ScanScreen } from '../../scan/kit/scan-screen';
import { Button } from '../../ui/button';
import { ScreenFrame } from '../../ui/screen-frame';
import { loadOutQuery } from './load-out-api';
import { type LoadSession, createLoadSession } from './load-out-session-store';
import type { LoadNotice } from './load-out-state';
import { loadNoticeText, loadRefusalText } from './load-out-texts';
import './load-out.css';

/**
 * Load-out at the dock (SHIPMENT_MOVEMENT), on the scan kit and with no network: scan the dock or
 * trailer, then each carton as it goes on; the screen shows what each shipment still misses, and a
 * shipment whose cartons are all on is confirmed shipped.
 */
export function LoadOutPage({ CameraModal }: { CameraModal?: ComponentType<CameraModalProps> }) {
  const { t } = useLingui();
  const userId = useSession().user?.id ?? '';
  const download = useQuery(loadOutQuery(userId));
  let body;
  if (download.data) body = <LoadScreen key={download.data.pack.downloadedAt} pack={download.data.pack} offline={download.data.offline} userId={userId} CameraModal={CameraModal} />;
  else if (download.isError) body = <p role="alert">{isApiError(download.error) && download.error.status !== null && download.error.status < 500 ? download.error.message : t`The shipments could not be loaded. Connect to the network and open this screen again.`}</p>;
  else body = <p role="status">{t`Loading…`}</p>;
  return <ScreenFrame>{body}</ScreenFrame>;
}

const toneOf = (notice: LoadNotice | null): NoticeTone => (!notice ? 'info' : notice.kind === 'reject' ? (notice.reason === 'already-loaded' ? 'flagged' : 'rejected') : 'accepted');

function LoadScreen({ pack, offline, userId, CameraModal }: { pack: LoadOutPack; offline: boolean; userId: string; CameraModal?: ComponentType<CameraModalProps> | undefined }) {
  const { i18n, t } = useLingui();
  const [loading] = useState(() => createLoadSession(pack, userId));
  const { session } = loading;
  const state = useStore(loading.flow);
  const { notice, entries } = useStore(session.store);
  useEffect(() => void loading.restore(), [loading]);
  useEffect(() => session.listen(), [session]);
  const awaiting = state.dock ? 'carton' : 'dock';
  return (
    <ScanScreen
      name="load"
      document={
        <p>
          <strong data-testid="load-dock">{state.dock ? t`Dock ${state.dock}` : t`No dock yet`}</strong>{' '}
          <span data-testid="load-pack-state">{offline ? t`Offline copy of the shipments` : t`Shipments downloaded for offline loading`}</span>
        </p>
      }
      prompt={<p>{awaiting === 'dock' ? t`Scan the dock or trailer.` : t`Scan each carton as it goes on.`}</p>}
      promptData={{ awaiting }}
      ready={state.restored}
      notice={notice ? { tone: toneOf(notice), text: loadNoticeText(i18n, notice) } : null}
      onScan={loading.onScan}
      manual={{ label: t`Type a code`, submitLabel: t`Enter` }}
      CameraModal={CameraModal}
      waiting={waitingOf(entries)}
    >
      <ShipmentList loading={loading} />
      <section aria-labelledby="load-list-title">
        <h2 id="load-list-title" className="load-out__title">{t`This session`}</h2>
        <ScanEntryList entries={entries} label={t`Loads`} testId="load-entry">
          {(entry, sync, problem) => (
            <>
              <span>{entry.data.label}</span>
              {sync === 'refused' ? <span role="alert">{loadRefusalText(i18n, problem?.problemDetail, entry.data.code)}</span> : null}
            </>
          )}
        </ScanEntryList>
      </section>
    </ScanScreen>
  );
}

/** Every shipment waiting: cartons on and missing; confirm when all are on. */
function ShipmentList({ loading }: { loading: LoadSession }) {
  const { t } = useLingui();
  useStore(loading.flow);
  const waiting = loading.index.shipments.filter((shipment) => shipment.status === 'labelled');
  if (waiting.length === 0) return <p>{t`No shipment is waiting to be loaded.`}</p>;
  return (
    <section aria-labelledby="load-shipments-title">
      <h2 id="load-shipments-title" className="load-out__title">{t`Shipments to load`}</h2>
      <ul className="load-out__shipments">
        {waiting.map((shipment) => {
          const missing = missingOf(shipment);
          const on = shipment.cartons.length - missing.length;
          return (
            <li key={shipment.id} data-testid="load-shipment" data-shipment={shipment.number}>
              <strong>{shipment.number}</strong> <span>{shipment.orders.join(', ')}</span> <span>{t`${on} of ${shipment.cartons.length} cartons on`}</span>
              {missing.length > 0 ? (
                <span className="load-out__missing">{t`Missing: ${missing.map((carton) => `${carton.position} (${carton.sscc})`).join(', ')}`}</span>
              ) : (
                <Button onClick={() => loading.ship(shipment.id)}>{t`Confirm ${shipment.number} shipped`}</Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
