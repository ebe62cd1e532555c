import { useLingui } from '@lingui/react/macro';
import { type ComponentType, useEffect, useState } from 'react';
import { useSession } from '../../lib/session/session';
import { useStore } from '../../lib/store/create-store';
import { type UnitPackDownload, UnitPackHeader, WithUnitPack } from '../../offline/unit-pack-screen';
import type { CameraModalProps } from '../../scan/camera-modal';
import { waitingOf } from '../../scan/kit/entry-sync';
import { type NoticeTone, ScanScreen } from '../../scan/kit/scan-screen';
import { ScreenFrame } from '../../ui/screen-frame';
import { MoveSummary, SelectionControls, WalkList } from './movement-parts';
import { createMoveSession } from './movement-session-store';
import type { MoveNotice } from './movement-state';
import { noticeText } from './movement-texts';
import './movement.css';

/** The handheld's movement screen: downloads the warehouse's places once, then moves stock offline. */
export function MovementPage({ CameraModal }: { CameraModal?: ComponentType<CameraModalProps> }) {
  const userId = useSession().user?.id ?? '';
  return (
    <ScreenFrame>
      <WithUnitPack screen="movement" userId={userId}>
        {(download) => <MoveScreen key={`${userId} ${download.pack.downloadedAt}`} download={download} userId={userId} CameraModal={CameraModal} />}
      </WithUnitPack>
    </ScreenFrame>
  );
}

const toneOf = (notice: MoveNotice | null): NoticeTone =>
  !notice || notice.kind === 'looking-up' ? 'info' : notice.kind === 'reject' ? 'rejected' : (notice.kind === 'selected' && notice.allocated) || notice.kind === 'choose-lot' || notice.kind === 'undone' ? 'flagged' : 'accepted';

interface MoveScreenProps {
  download: UnitPackDownload;
  userId: string;
  CameraModal?: ComponentType<CameraModalProps> | undefined;
}

function MoveScreen({ download, userId, CameraModal }: MoveScreenProps) {
  const { i18n, t } = useLingui();
  const [moving] = useState(() => createMoveSession(download.pack, userId));
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
      document={<UnitPackHeader name="move" download={download} />}
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
