import { useLingui } from '@lingui/react/macro';
import { scaleLinear } from 'd3-scale';
import { type ChartDatum, type ChartSeries, hrefOf, totalOf, valueOf } from './chart-data';
import { FigureLink } from './figure-link';

interface BarPlotProps {
  series: readonly ChartSeries[];
  data: readonly ChartDatum[];
  stacked: boolean;
  width: number;
  onOpen?: ((href: string) => void) | undefined;
  formatValue: (value: number) => string;
}

const ROW = 30;
const BAR = 20;
const TOP = 4;
const AXIS = 22;

/** Shortens a category to what fits its column (about 7 px a character at 12 px). */
const fit = (text: string, px: number) => (text.length * 7 <= px ? text : `${text.slice(0, Math.max(1, Math.floor(px / 7) - 1))}…`);

/**
 * Horizontal bars, one row per category: long names (clients, SKU types) stay readable on a phone.
 * Several series stand side by side in a row, or end to end when stacked.
 */
export function BarPlot({ series, data, stacked, width, onOpen, formatValue }: BarPlotProps) {
  const { t } = useLingui();
  const labelWidth = Math.min(150, Math.round(width * 0.36));
  const valueWidth = 56;
  const max = Math.max(1, ...data.map((d) => (stacked ? totalOf(d, series) : Math.max(0, ...series.map((s) => valueOf(d, s))))));
  const x = scaleLinear().domain([0, max]).nice().range([labelWidth, Math.max(labelWidth + 40, width - valueWidth)]);
  const height = TOP + data.length * ROW + AXIS;
  // Several series side by side: each bar carries its own value; otherwise the row's total closes it.
  const grouped = !stacked && series.length > 1;
  const thickness = grouped ? BAR / series.length : BAR;
  const ticks = x.ticks(Math.max(2, Math.floor((width - labelWidth) / 80)));

  return (
    <svg width={width} height={height} className="chart-svg" data-testid="chart-plot">
      <g aria-hidden="true" className="chart-grid">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={TOP} y2={height - AXIS} />
            <text x={x(tick)} y={height - 6} textAnchor="middle">{formatValue(tick)}</text>
          </g>
        ))}
      </g>
      {data.map((datum, row) => {
        const y = TOP + row * ROW + (ROW - BAR) / 2;
        let start = 0;
        return (
          <g key={datum.key}>
            <text aria-hidden="true" className="chart-category" x={labelWidth - 6} y={y + BAR / 2} dominantBaseline="middle" textAnchor="end">
              {fit(datum.label, labelWidth - 8)}
            </text>
            {series.map((s, i) => {
              const value = valueOf(datum, s);
              const from = stacked ? start : 0;
              start += value;
              const top = stacked ? y : y + i * thickness;
              const label = series.length > 1 ? t`${datum.label}, ${s.label}: ${formatValue(value)}` : t`${datum.label}: ${formatValue(value)}`;
              return (
                <g key={s.key}>
                  <FigureLink href={value > 0 ? hrefOf(datum, s) : undefined} label={label} onOpen={onOpen}>
                    <rect className={`chart-series-${i}`} x={x(from)} y={top} width={Math.max(0, x(from + value) - x(from))} height={thickness} />
                  </FigureLink>
                  {grouped ? <text aria-hidden="true" className="chart-value chart-value--small" x={x(value) + 4} y={top + thickness / 2} dominantBaseline="middle">{formatValue(value)}</text> : null}
                </g>
              );
            })}
            {grouped ? null : (
              <text aria-hidden="true" className="chart-value" x={x(totalOf(datum, series)) + 4} y={y + BAR / 2} dominantBaseline="middle">
                {formatValue(totalOf(datum, series))}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
