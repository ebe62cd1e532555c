import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import type { MovementPack } from '../../../domain/inventory/movement';
import { isApiError } from '../../lib/api/api-error';
import { useSession } from '../../lib/session/session';
import { useStore } from '../../lib/store/create-store';
import type { CameraModalProps } from '../../scan/camera-modal';
import { waitingOf } from '../../scan/kit/entry-sync';
import { type NoticeTone, ScanScreen } from '../../scan/kit/scan-screen';
import { ScreenFrame } from '../../ui/screen-frame';
import { movePackQuery } from './movement-api';
import { MoveSummary, SelectionControls, WalkList, ZoneChoice } from './movement-parts';
import { createMoveSession } from './movement-session-store';
import type { MoveNotice } from './movement-state';
import { noticeText } from './movement-texts';
import './movement.css';

/** The handheld's movement screen: downloads the warehouse's places once, then moves stock offline. */
export function MovementPage({ CameraModal }: { CameraModal?: ComponentType<CameraModalProps> }) {
  const { t } = useLingui();
  const userId = useSession().user?.id ?? '';
  // undefined: the zone taken along last time on this device.
  const [zone, setZone] = useState<string | null | undefined>(undefined);
  const download = useQuery(movePackQuery(userId, zone));
  return (
    <ScreenFrame>
      {download.data ? (
        <MoveScreen key={`${userId} ${download.data.pack.downloadedAt}`} pack={download.data.pack} offline={download.data.offline} userId={userId} CameraModal={CameraModal} onZone={setZone} />
      ) : download.isError ? (
        <p role="alert">
          {isApiError(download.error) && download.error.status !== null && download.error.status < 500 ? download.error.message : t`The warehouse's places could not be loaded. Connect to the network and open this screen again.`}
        </p>
      ) : (
        <p role="status">{t`Loading…`}</p>
      )}
    </ScreenFrame>
  );
}

const toneOf = (notice: MoveNotice | null): NoticeTone =>
  !notice || notice.kind === 'looking-up' ? 'info' : notice.kind === 'reject' ? 'rejected' : (notice.kind === 'selected' && notice.allocated) || notice.kind === 'choose-lot' || notice.kind === 'undone' ? 'flagged' : 'accepted';

interface MoveScreenProps {
  pack: MovementPack;
  offline: boolean;
  userId: string;
  CameraModal?: ComponentType<CameraModalProps> | undefined;
  onZone: (zoneId: string | null) => void;
}

function MoveScreen({ pack, offline, userId, CameraModal, onZone }: MoveScreenProps) {
  const { i18n, t } = useLingui();
  const [moving] = useState(() => createMoveSession(pack, userId));
  const { session } = moving;
  const state = useStore(moving.flow);
  const { notice, entries } = useStore(session.store);
  const last = session.last(entries);

  useEffect(() => void moving.restore(), [moving]);
  useEffect(() => session.listen(), [session]);

  const { from, selection } = state;
  const fromCode = from ? (from.kind === 'bin' ? from.bin.code : from.container.code) : '';
  const prompt = selection
    ? t`Scan the bin or container where it goes.`
    : from
      ? t`From ${fromCode}: scan a unit, a container or a product barcode; scan ${fromCode} again to move all of it.`
      : t`Scan what moves: a unit's WMS label or serial, a container, or a bin to take stock from.`;

  return (
    <ScanScreen
      name="move"
      document={
        <>
          <p data-testid="move-pack-state">{offline ? t`Offline copy of the warehouse's places` : t`Warehouse places downloaded for offline moves`}</p>
          <ZoneChoice pack={pack} onZone={onZone} />
        </>
      }
      prompt={
        <>
          <p>{prompt}</p>
          <SelectionControls moving={moving} state={state} />
        </>
      }
      promptData={{ awaiting: selection ? 'where' : state.lots ? 'lot' : 'what', from: fromCode }}
      ready={state.restored}
      notice={notice ? { tone: toneOf(notice), text: noticeText(i18n, notice) } : null}
      onUndoLast={last ? moving.undoLast : undefined}
      onScan={moving.onScan}
      manual={{ label: t`Type a code`, submitLabel: t`Enter` }}
      CameraModal={CameraModal}
      waiting={waitingOf(entries)}
    >
      <WalkList moving={moving} state={state} />
      <MoveSummary entries={entries} />
    </ScanScreen>
  );
}
