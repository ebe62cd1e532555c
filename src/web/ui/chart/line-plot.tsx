import { scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { type ChartDatum, type ChartSeries, valueOf } from './chart-data';

interface LinePlotProps {
  series: readonly ChartSeries[];
  data: readonly ChartDatum[];
  width: number;
  formatValue: (value: number) => string;
  /** A shorter label for the axis (a day as "12 Mar"). */
  formatCategory: (datum: ChartDatum) => string;
}

const HEIGHT = 220;
const MARGIN = { top: 10, right: 16, bottom: 26, left: 44 };

/**
 * One line per series over ordered categories (days). Its figures are links in the table view: sixty
 * points would be sixty stops for a keyboard here. The second series is dashed, so the lines differ
 * without colour too.
 */
export function LinePlot({ series, data, width, formatValue, formatCategory }: LinePlotProps) {
  const x = scalePoint<string>().domain(data.map((d) => d.key)).range([MARGIN.left, Math.max(MARGIN.left + 40, width - MARGIN.right)]);
  const max = Math.max(1, ...data.flatMap((d) => series.map((s) => valueOf(d, s))));
  const y = scaleLinear().domain([0, max]).nice().range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const every = Math.max(1, Math.ceil(data.length / Math.max(2, Math.floor((width - MARGIN.left) / 64))));
  const path = (s: ChartSeries) =>
    line<ChartDatum>()
      .x((d) => x(d.key) ?? 0)
      .y((d) => y(valueOf(d, s)))(data) ?? '';

  return (
    <svg width={width} height={HEIGHT} className="chart-svg" data-testid="chart-plot" aria-hidden="true">
      <g className="chart-grid">
        {y.ticks(4).map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
            <text x={MARGIN.left - 6} y={y(tick)} dominantBaseline="middle" textAnchor="end">{formatValue(tick)}</text>
          </g>
        ))}
        {data.map((d, i) =>
          i % every === (data.length - 1) % every ? (
            <text key={d.key} x={x(d.key)} y={HEIGHT - 8} textAnchor="middle">{formatCategory(d)}</text>
          ) : null,
        )}
      </g>
      {series.map((s, i) => (
        <g key={s.key}>
          <path className={`chart-line chart-series-${i}`} d={path(s)} strokeDasharray={i === 1 ? '6 4' : undefined} />
          {data.map((d) => <circle key={d.key} className={`chart-series-${i}`} cx={x(d.key)} cy={y(valueOf(d, s))} r={2.5} />)}
        </g>
      ))}
    </svg>
  );
}
