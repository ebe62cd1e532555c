import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TRACKING_REPORT_FILTERS } from '../../../domain/tracking/list-keys';
import { isApiError } from '../../lib/api/api-error';
import { apiQueryOf } from '../../lib/navigation/list-search';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { downloadFile } from '../../ui/data-table/download';
import { FilterDate, FilterSelect, clientChoices } from '../../ui/data-table/filter-fields';
import { ScreenFrame } from '../../ui/screen-frame';
import { trackingOptionsQuery, trackingReportQuery } from './tracking-api';
import { formatDay } from './tracking-texts';
import '../../ui/data-table/data-table.css';
import './tracking.css';

export type TrackingReportSearch = { [K in (typeof TRACKING_REPORT_FILTERS)[number]]?: string };

/** Expected vs arrived vs received per client and day, overdue rows on top; parcels nobody announced below. */
export function TrackingReportPage({ search, onSearchChange }: { search: TrackingReportSearch; onSearchChange: (next: TrackingReportSearch) => void }) {
  const { t, i18n } = useLingui();
  const report = useQuery(trackingReportQuery(search));
  const options = useQuery(trackingOptionsQuery()).data;
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  const n = (value: number) => i18n.number(value);
  const set = (key: keyof TrackingReportSearch, value: string) => onSearchChange({ ...search, [key]: value || undefined });
  const problem = report.error ? (isApiError(report.error) ? apiErrorText(report.error) : t`Something went wrong.`) : null;

  const exportCsv = async () => {
    setExportProblem(null);
    try {
      await downloadFile('/receiving/tracking-report/export', apiQueryOf(search), 'tracking-report.csv');
    } catch (error) {
      setExportProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  };

  const data = report.data;
  return (
    <ScreenFrame>
      <div className="tracking-report__filters">
        <FilterDate label={t`From`} value={search.from} onChange={(value) => set('from', value)} />
        <FilterDate label={t`To`} value={search.to} onChange={(value) => set('to', value)} />
        <FilterSelect label={t`Client`} all={t`All clients`} value={search.client} choices={clientChoices(options?.clients)} onChange={(value) => set('client', value)} />
        <Button variant="outline" onClick={() => void exportCsv()}>
          {t`Export CSV`}
        </Button>
      </div>
      {exportProblem || problem ? (
        <p role="alert" className="form-error">
          {exportProblem ?? problem}
        </p>
      ) : null}
      {data ? <p>{t`Overdue: expected before ${formatDay(data.today)} and not arrived.`}</p> : null}
      <div className="table-scroll">
        <table className="data-table cards-on-phone" aria-label={t`Expected parcels per client and day`} aria-busy={report.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t`Day`}</th>
              <th scope="col">{t`Client`}</th>
              <th scope="col">{t`Expected`}</th>
              <th scope="col">{t`Arrived`}</th>
              <th scope="col">{t`Received`}</th>
              <th scope="col">{t`Overdue`}</th>
            </tr>
          </thead>
          <tbody>
            {data?.rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="data-table-empty">
                  {t`No parcels expected in these days.`}
                </td>
              </tr>
            ) : null}
            {data?.rows.map((row) => (
              <tr key={`${row.day}-${row.client.id}`} data-testid="tracking-report-row" data-overdue={row.overdue > 0 || undefined} className={row.overdue > 0 ? 'tracking-report__overdue' : undefined}>
                <td data-label={t`Day`}>{formatDay(row.day)}</td>
                <td data-label={t`Client`}>{`${row.client.code} · ${row.client.name}`}</td>
                <td data-label={t`Expected`}>{n(row.expected)}</td>
                <td data-label={t`Arrived`}>{n(row.arrived)}</td>
                <td data-label={t`Received`}>{n(row.received)}</td>
                <td data-label={t`Overdue`}>{row.overdue > 0 ? <span className="chip chip--danger">{n(row.overdue)}</span> : n(0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 id="tracking-report-unexpected">{t`Unexpected parcels`}</h2>
      <div className="table-scroll">
        <table className="data-table cards-on-phone" aria-labelledby="tracking-report-unexpected">
          <thead>
            <tr>
              <th scope="col">{t`Arrival day`}</th>
              <th scope="col">{t`Client`}</th>
              <th scope="col">{t`Arrived`}</th>
              <th scope="col">{t`Received`}</th>
            </tr>
          </thead>
          <tbody>
            {data?.unexpected.length === 0 ? (
              <tr>
                <td colSpan={4} className="data-table-empty">
                  {t`No unexpected parcels in these days.`}
                </td>
              </tr>
            ) : null}
            {data?.unexpected.map((row) => (
              <tr key={`${row.day}-${row.client?.id ?? 'none'}`} data-testid="tracking-report-unexpected">
                <td data-label={t`Arrival day`}>{formatDay(row.day)}</td>
                <td data-label={t`Client`}>{row.client ? `${row.client.code} · ${row.client.name}` : t`Unknown client`}</td>
                <td data-label={t`Arrived`}>{n(row.arrived)}</td>
                <td data-label={t`Received`}>{n(row.received)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ScreenFrame>
  );
}
