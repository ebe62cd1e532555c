import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { type InventoryDashboard, itemListHref } from '../../../domain/inventory/dashboard';
import { BINS_HREF, COUNTING_HREF, LOTS_HREF } from './dashboard-links';
import { ITEM_STATUS_LABELS } from '../../i18n/item-status-labels';

interface Tile {
  key: string;
  label: string;
  value: number;
  href: string;
  warn?: boolean;
}

/** The headline figures, each a link to the list behind it. */
export function DashboardTiles({ figures, onOpen }: { figures: InventoryDashboard; onOpen: (href: string) => void }) {
  const { t, i18n } = useLingui();
  const expired = figures.expiry.find((row) => row.bucket === 'expired')?.lots ?? 0;
  const tiles: Tile[] = [
    { key: 'on-hand', label: t`Units on hand`, value: figures.onHandUnits, href: itemListHref({}) },
    ...figures.queues.map((queue) => ({
      key: queue.status,
      label: t`Waiting for ${i18n._(ITEM_STATUS_LABELS[queue.status])}`,
      value: queue.units,
      href: itemListHref({ status: queue.status }),
    })),
    { key: 'expired', label: t`Expired lots`, value: expired, href: LOTS_HREF, warn: expired > 0 },
    { key: 'empty-bins', label: t`Empty bins`, value: figures.bins.empty, href: BINS_HREF.unblocked },
    { key: 'blocked-bins', label: t`Blocked bins`, value: figures.bins.blocked, href: BINS_HREF.blocked },
    { key: 'discrepancies', label: t`Open counting discrepancies`, value: figures.openDiscrepancies, href: COUNTING_HREF, warn: figures.openDiscrepancies > 0 },
  ];
  const follow = (href: string) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(href);
  };
  return (
    <ul className="dashboard-tiles" aria-label={t`Headline figures`}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <a className={`dashboard-tile${tile.warn ? ' dashboard-tile--warn' : ''}`} href={tile.href} onClick={follow(tile.href)} data-testid={`tile-${tile.key}`}>
            <span className="dashboard-tile-value">{i18n.number(tile.value)}</span>
            <span className="dashboard-tile-label">{tile.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
