import type { ReactNode } from 'react';
import type { MovementHistoryRow } from '../../../domain/ledger/movement-history';
import { PageLink } from '../../ui/page-link';

/** The unit's page by its WMS number; a deleted unit's number is shown but leads nowhere. */
export function ItemLink({ item, deletedLabel }: { item: MovementHistoryRow['item']; deletedLabel: string }): ReactNode {
  if (!item) return '—';
  if (item.deleted) return `${item.wmsNumber} (${deletedLabel})`;
  return (
    <PageLink page="inventory-item-detail" params={{ wmsNumber: item.wmsNumber }}>
      {item.wmsNumber}
    </PageLink>
  );
}

/** The document's screen when the product has one for its type; its number otherwise. */
export function DocumentLink({ reference }: { reference: MovementHistoryRow['reference'] }): ReactNode {
  if (!reference) return null;
  if (reference.type === 'control-number') {
    return (
      <PageLink page="receiving-control-number-view" params={{ controlNumber: reference.id }}>
        {reference.label}
      </PageLink>
    );
  }
  if (reference.type === 'counting') {
    return (
      <PageLink page="counting-detail" params={{ countingId: reference.id }}>
        {reference.label}
      </PageLink>
    );
  }
  return reference.label;
}
