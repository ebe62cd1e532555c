import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { Button } from '../button';
import { saveBlob } from '../data-table/download';
import { BarPlot } from './bar-plot';
import { type ChartDatum, type ChartKind, type ChartSeries, chartCsv } from './chart-data';
import { ChartTable } from './chart-table';
import { LinePlot } from './line-plot';
import { useWidth } from './use-width';
import './chart.css';

export interface ChartProps {
  kind: ChartKind;
  /** The chart's accessible name and visible heading. */
  title: string;
  /** Heading of the categories' column in the table view and the CSV. */
  categoryLabel: string;
  series: readonly ChartSeries[];
  data: readonly ChartDatum[];
  /** File name of the CSV, without extension. */
  csvName: string;
  /** Follows a figure's link inside the app. */
  onOpen?: (href: string) => void;
  formatCategory?: (datum: ChartDatum) => string;
}

/**
 * The product's chart (ADR 0022): a bar, stacked bar or line plot drawn as SVG at its real width, with
 * a table view of the same figures (each a link where it leads somewhere) and their CSV. Colours come
 * from chart.css, set for the light and the dark theme.
 */
export function Chart({ kind, title, categoryLabel, series, data, csvName, onOpen, formatCategory = (d) => d.label }: ChartProps) {
  const { t, i18n } = useLingui();
  const [asTable, setAsTable] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const width = useWidth(body);
  const headingId = useId();
  const formatValue = (value: number) => i18n.number(value);
  const total = t`Total`;

  const download = () => {
    const csv = chartCsv({ category: categoryLabel, total }, series, data);
    saveBlob(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), `${csvName}.csv`);
  };

  return (
    <figure className="chart" aria-labelledby={headingId} data-testid={`chart-${csvName}`}>
      <div className="chart-head">
        <h2 id={headingId} className="chart-title">{title}</h2>
        <div className="chart-actions">
          <Button variant="clear" size="small" aria-pressed={asTable} onClick={() => setAsTable(!asTable)} aria-label={t`Table view: ${title}`}>
            {t`Table view`}
          </Button>
          <Button variant="clear" size="small" onClick={download} aria-label={t`CSV: ${title}`}>
            {t`CSV`}
          </Button>
        </div>
      </div>
      {series.length > 1 ? (
        <ul className="chart-legend">
          {series.map((s, i) => (
            <li key={s.key}>
              <span aria-hidden="true" className={`chart-swatch chart-series-${i}${kind === 'line' && i === 1 ? ' chart-swatch--dashed' : ''}`} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div ref={body} className="chart-body">
        {asTable ? (
          <ChartTable title={title} categoryLabel={categoryLabel} totalLabel={total} series={series} data={data} onOpen={onOpen} formatValue={formatValue} />
        ) : data.length === 0 ? (
          <p className="chart-empty">{t`Nothing to show yet.`}</p>
        ) : kind === 'line' ? (
          <div role="img" aria-label={title}>
            <LinePlot series={series} data={data} width={width} formatValue={formatValue} formatCategory={formatCategory} />
          </div>
        ) : (
          <div role="group" aria-label={title}>
            <BarPlot series={series} data={data} stacked={kind === 'stacked-bar'} width={width} onOpen={onOpen} formatValue={formatValue} />
          </div>
        )}
      </div>
    </figure>
  );
}
