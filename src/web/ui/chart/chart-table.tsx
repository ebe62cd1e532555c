import type { MouseEvent } from 'react';
import { type ChartDatum, type ChartSeries, hrefOf, totalOf, valueOf } from './chart-data';

interface ChartTableProps {
  title: string;
  categoryLabel: string;
  totalLabel: string;
  series: readonly ChartSeries[];
  data: readonly ChartDatum[];
  onOpen?: ((href: string) => void) | undefined;
  formatValue: (value: number) => string;
}

/** The chart's figures as a table: what a screen reader reads, and what a user copies. */
export function ChartTable({ title, categoryLabel, totalLabel, series, data, onOpen, formatValue }: ChartTableProps) {
  const withTotal = series.length > 1;
  const follow = (href: string) => (event: MouseEvent) => {
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(href);
  };
  return (
    <div className="chart-table-scroll" role="region" aria-label={title} tabIndex={0}>
      <table className="chart-table">
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {series.map((s) => <th key={s.key} scope="col">{s.label}</th>)}
            {withTotal ? <th scope="col">{totalLabel}</th> : null}
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.key}>
              <th scope="row">{d.label}</th>
              {series.map((s) => {
                const href = hrefOf(d, s);
                const value = formatValue(valueOf(d, s));
                return (
                  <td key={s.key}>
                    {href && valueOf(d, s) !== 0 ? <a href={href} onClick={follow(href)}>{value}</a> : value}
                  </td>
                );
              })}
              {withTotal ? <td>{formatValue(totalOf(d, series))}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
