import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { HistoryEntry, ItemDetail } from '../../../domain/inventory/item-detail';
import { formatDate } from '../../i18n/format-date';
import { PageLink } from '../../ui/page-link';
import { ITEM_STATUS_LABELS } from '../../i18n/item-status-labels';
import { movementTypeLabel } from '../../i18n/movement-type-label';
import { PhotoThumbs } from '../../ui/photos/photo-thumbs';
import { jobPhotoQuery } from './job-photo-api';

/** The document behind a movement, linked where the app has a screen for it; shipping and scrap documents have none yet. */
function ReferenceLink({ reference }: { reference: NonNullable<HistoryEntry['reference']> }) {
  const { t } = useLingui();
  switch (reference.type) {
    case 'control-number':
      return <PageLink page="receiving-control-number-view" params={{ controlNumber: reference.id }}>{t`Control number ${reference.id}`}</PageLink>;
    case 'counting':
      return <PageLink page="counting-detail" params={{ countingId: reference.id }}>{t`Counting cycle`}</PageLink>;
    case 'item':
      return <span>{t`Item ${reference.id}`}</span>;
    default:
      return <span>{`${reference.type} ${reference.id}`}</span>;
  }
}

/** The unit's movements, newest first: what happened, from where to where, who, on which device, why, and a QC result's photos. */
export function ItemTimeline({ history, jobPhotos }: { history: readonly HistoryEntry[]; jobPhotos: ItemDetail['jobPhotos'] }) {
  const { i18n, t } = useLingui();
  const photosOf = (reference: HistoryEntry['reference']) => (reference?.type === 'job' ? jobPhotos.find((result) => result.resultId === reference.id)?.photos : undefined);
  const sideText = (side: HistoryEntry['from']) => {
    if (!side) return t`outside stock`;
    const place = [side.bin, side.container].filter(Boolean).join(' / ');
    return [side.status ? i18n._(ITEM_STATUS_LABELS[side.status]) : null, place || null].filter(Boolean).join(' · ') || '—';
  };
  const rows = [...history].reverse();
  return (
    <section className="item-detail-section" aria-labelledby="item-history-title">
      <h2 id="item-history-title">{t`History`}</h2>
      {rows.length === 0 ? (
        <p>{t`No movements.`}</p>
      ) : (
        <ol className="item-timeline" aria-label={t`Movements of this unit`}>
          {rows.map((entry) => {
            const facts: [string, ReactNode][] = [
              [t`From → to`, entry.change ? t`${entry.quantity} where it lies` : `${sideText(entry.from)} → ${sideText(entry.to)}`],
              [t`By`, [entry.username ?? t`unknown user`, entry.device].filter(Boolean).join(' · ')],
            ];
            if (entry.labels) facts.push([t`Label`, entry.labels.from === entry.labels.to ? t`${entry.labels.to} printed again` : `${entry.labels.from} → ${entry.labels.to}`]);
            if (entry.reference) facts.push([t`Document`, <ReferenceLink key="ref" reference={entry.reference} />]);
            if (entry.reason) facts.push([t`Reason`, entry.reason]);
            const photos = photosOf(entry.reference);
            if (photos?.length) facts.push([t`Photos`, <PhotoThumbs key="photos" photos={photos} label={t`Photos of this result`} photoQuery={jobPhotoQuery} />]);
            return (
              <li key={entry.id} className="item-timeline__entry">
                <p className="item-timeline__head">
                  <strong>{movementTypeLabel(i18n, entry.type)}</strong> <time dateTime={entry.at}>{formatDate(entry.at)}</time>
                </p>
                <dl className="item-timeline__facts">
                  {facts.map(([term, value]) => (
                    <div key={term}>
                      <dt>{term}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
