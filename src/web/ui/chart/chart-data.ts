/*
 * What every chart draws: categories (a bar, a day) each with one value per series. The same rows feed
 * the plot, its table view and its CSV, so the three can never disagree.
 */

export interface ChartSeries {
  key: string;
  label: string;
}

export interface ChartDatum {
  key: string;
  label: string;
  values: Readonly<Record<string, number>>;
  /** Where the figure leads (the list filtered to it), per series, or one address for all series. */
  href?: string | Readonly<Record<string, string>>;
}

export type ChartKind = 'bar' | 'stacked-bar' | 'line';

export const valueOf = (datum: ChartDatum, series: ChartSeries) => datum.values[series.key] ?? 0;

export const totalOf = (datum: ChartDatum, series: readonly ChartSeries[]) => series.reduce((sum, s) => sum + valueOf(datum, s), 0);

export function hrefOf(datum: ChartDatum, series: ChartSeries): string | undefined {
  return typeof datum.href === 'string' ? datum.href : datum.href?.[series.key];
}

/** Text a spreadsheet would run as a formula (OWASP CSV injection): quoted with a leading apostrophe. */
const FORMULA_START = /^[=+\-@|\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

function cell(value: string | number): string {
  let text = String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The chart's figures as CSV: one row per category, one column per series (and a total when stacked). */
export function chartCsv(heading: { category: string; total?: string }, series: readonly ChartSeries[], data: readonly ChartDatum[]): string {
  const withTotal = heading.total !== undefined && series.length > 1;
  const header = [heading.category, ...series.map((s) => s.label), ...(withTotal ? [heading.total!] : [])];
  const rows = data.map((d) => [d.label, ...series.map((s) => valueOf(d, s)), ...(withTotal ? [totalOf(d, series)] : [])]);
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
