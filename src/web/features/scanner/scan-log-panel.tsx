import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ScanLogList } from '../../../domain/scan/scan-log';
import { apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';
import { formatDate } from '../../i18n/format-date';

const scanLogKeys = entityKeys('scan-log');

const LIMIT = 50;

/** The scan logs of every device, newest first, for supervisors (REPORT); refreshes on its own. */
export function ScanLogPanel() {
  const { t } = useLingui();
  const { data, isError } = useQuery({
    queryKey: scanLogKeys.list({ limit: LIMIT }),
    queryFn: () => apiQuiet.get<ScanLogList>('/scan-log', { query: { limit: LIMIT } }),
    refetchInterval: 10_000,
  });

  return (
    <section aria-labelledby="scan-log-title">
      <h2 id="scan-log-title">{t`Scan log`}</h2>
      {isError ? <p role="alert">{t`The scan log could not be loaded.`}</p> : null}
      {/* Focusable, so a keyboard can scroll it sideways on a phone (axe scrollable-region-focusable). */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t`Scan log table`}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t`Scanned at`}</th>
              <th scope="col">{t`Device`}</th>
              <th scope="col">{t`User`}</th>
              <th scope="col">{t`Code`}</th>
              <th scope="col">{t`Read as`}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.items ?? []).map((item) => (
              <tr key={item.id} data-testid="scan-log-row">
                <td>{formatDate(item.scannedAt)}</td>
                <td>{item.device}</td>
                <td>{item.username}</td>
                <td>{item.code}</td>
                <td>{String(item.parsed.kind)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
