import type { ReactNode } from 'react';
import './form.css';

/** A record's fields as label / value pairs; empty values show a dash so the row does not vanish. */
export function DetailList({ items, label }: { items: readonly [string, ReactNode][]; label: string }) {
  return (
    <dl className="detail-list" aria-label={label}>
      {items.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
