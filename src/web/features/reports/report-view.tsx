import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { REPORTS, type ReportCell, type ReportColumn, type ReportId } from '../../../domain/reports/reports';
import { DATE_FORMAT, dayjs } from '../../i18n/format-date';
import { isApiError } from '../../lib/api/api-error';
import { apiQueryOf } from '../../lib/navigation/list-search';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { Chart } from '../../ui/chart/chart';
import type { ChartDatum } from '../../ui/chart/chart-data';
import { downloadFile } from '../../ui/data-table/download';
import { FilterDate, FilterSelect } from '../../ui/data-table/filter-fields';
import { ScreenFrame } from '../../ui/screen-frame';
import { movementTypeLabel } from '../../i18n/movement-type-label';
import { SCRAP_REASON_LABELS } from '../scrap/public';
import { AGE_BAND_LABELS, COLUMN_LABELS, REPORT_TEXTS } from './report-texts';
import { reportOptionsQuery, reportQuery } from './reports-api';

export interface ReportSearch {
  report?: string;
  at?: string;
  from?: string;
  to?: string;
  clientId?: string;
}

/** A coded cell in the user's words; a code this build does not know (a newer server) reads as stored. */
function labelOf(i18n: I18n, labels: ReportColumn['labels'], value: string): string {
  if (labels === 'movement-type') return movementTypeLabel(i18n, value);
  const words: Record<string, MessageDescriptor | undefined> = labels === 'scrap-reason' ? SCRAP_REASON_LABELS : labels === 'age-band' ? AGE_BAND_LABELS : {};
  const descriptor = words[value];
  return descriptor ? i18n._(descriptor) : value;
}

/** One report: its filters (kept in the URL), its chart, the table of the same rows, the CSV of all rows, and a print view. */
export function ReportView({ report, search, onSearchChange }: { report: ReportId; search: ReportSearch; onSearchChange: (next: ReportSearch) => void }) {
  const { i18n, t } = useLingui();
  const definition = REPORTS[report];
  const { report: _report, ...filters } = search;
  const query = apiQueryOf(filters);
  const answer = useQuery(reportQuery(report, query));
  const options = useQuery({ ...reportOptionsQuery(), enabled: (definition.filters as readonly string[]).includes('client') });
  const title = i18n._(REPORT_TEXTS[report].title);
  const label = (column: string) => i18n._(COLUMN_LABELS[column]!);

  const format = (column: ReportColumn, value: ReportCell): string => {
    if (value === null) return '';
    if (column.type === 'number') return i18n.number(Number(value));
    if (column.type === 'percent') return `${i18n.number(Number(value), { maximumFractionDigits: 1 })} %`;
    if (column.type === 'label') return labelOf(i18n, column.labels, String(value));
    if (column.type === 'day') return dayjs(String(value)).format(DATE_FORMAT);
    if (column.type === 'month') return dayjs(`${String(value)}-01`).format('YYYY/MM');
    return String(value);
  };
  const category = definition.columns.find((column) => column.key === definition.chart.category)!;
  const rows = answer.data?.rows ?? [];
  const data: ChartDatum[] = rows.map((row, i) => ({
    key: `${String(row[category.key])}-${i}`,
    label: format(category, row[category.key] ?? null),
    values: Object.fromEntries(definition.chart.series.map((key) => [key, Number(row[key] ?? 0)])),
  }));
  const set = (key: keyof ReportSearch, value: string) => onSearchChange({ ...search, [key]: value || undefined });

  return (
    <ScreenFrame title={title}>
      <div className="report-view">
        <div className="report-tools no-print">
          {(definition.filters as readonly string[]).includes('day') ? <FilterDate label={t`At the end of`} value={search.at} onChange={(value) => set('at', value)} /> : null}
          {(definition.filters as readonly string[]).includes('range') ? (
            <>
              <FilterDate label={t`From`} value={search.from} onChange={(value) => set('from', value)} />
              <FilterDate label={t`To`} value={search.to} onChange={(value) => set('to', value)} />
            </>
          ) : null}
          {(definition.filters as readonly string[]).includes('client') ? (
            <FilterSelect label={t`Client`} all={t`All clients`} value={search.clientId} choices={(options.data?.clients ?? []).map((c) => ({ value: c.id, label: c.name }))} onChange={(value) => set('clientId', value)} />
          ) : null}
          <Button variant="outline" onClick={() => void downloadFile(`/reports/${report}/csv`, query, `${report}.csv`)}>
            {t`Export CSV`}
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            {t`Print`}
          </Button>
        </div>
        {answer.error ? <p role="alert">{isApiError(answer.error) ? apiErrorText(answer.error) : t`Something went wrong.`}</p> : null}
        {answer.data ? (
          <>
            <Chart
              kind={definition.chart.kind}
              title={title}
              categoryLabel={label(category.key)}
              series={definition.chart.series.map((key) => ({ key, label: label(key) }))}
              data={data}
              csvName={`${report}-chart`}
            />
            {answer.data.truncated ? <p>{t`Only the first rows are shown here; the CSV has them all.`}</p> : null}
            <table className="data-table report-table" aria-label={t`${title}: figures`}>
              <thead>
                <tr>
                  {definition.columns.map((column) => (
                    <th key={column.key} scope="col">
                      {label(column.key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i} data-testid="report-row">
                    {definition.columns.map((column) => (
                      <td key={column.key}>{format(column, row[column.key] ?? null)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            {rows.length === 0 ? <p>{t`Nothing in this range.`}</p> : null}
          </>
        ) : answer.isFetching ? (
          <p aria-busy="true">{t`Loading…`}</p>
        ) : null}
      </div>
    </ScreenFrame>
  );
}
