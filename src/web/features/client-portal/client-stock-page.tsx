import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DATE_FORMAT, dayjs } from '../../i18n/format-date';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { downloadFile } from '../../ui/data-table/download';
import { SpacerRow, useVirtualRows } from '../../ui/virtual-rows';
import { ClientPicker, useHasClient } from './client-picker';
import { clientStockQuery } from './portal-api';
import { PortalFrame } from './portal-layout';

const COLUMNS = 8;

/** The client's stock on hand by SKU and lot, read-only, with its CSV; thousands of rows render only as far as they are seen. */
export function ClientStockPage({ clientId, onClientChange }: { clientId: string | undefined; onClientChange: (clientId: string | undefined) => void }) {
  const { i18n, t } = useLingui();
  const ready = useHasClient(clientId);
  const stock = useQuery({ ...clientStockQuery(clientId), enabled: ready });
  const rows = stock.data?.rows ?? [];
  const { scrollBox, scrollProps, measure, ...list } = useVirtualRows({ count: rows.length, estimate: 44, keyOf: (i) => `${rows[i]!.sku.id}:${rows[i]!.lotNumber ?? ''}:${rows[i]!.expiry ?? ''}`, label: t`Stock` });
  const n = (value: number) => i18n.number(value);

  return (
    <PortalFrame title={t`Client stock`}>
      <div className="issue-actions">
        <ClientPicker value={clientId} onChange={onClientChange} />
        {stock.data ? (
          <Button variant="outline" onClick={() => void downloadFile('/portal/stock/export', clientId ? { clientId } : {}, 'stock.csv')}>
            {t`Export CSV`}
          </Button>
        ) : null}
      </div>
      {!ready ? <p>{t`Choose a client to see its stock.`}</p> : null}
      {stock.error ? <p role="alert">{isApiError(stock.error) ? apiErrorText(stock.error) : t`Something went wrong.`}</p> : null}
      {stock.data ? (
        <div ref={scrollBox} {...scrollProps}>
          <table className="data-table" aria-label={t`Stock on hand by SKU and lot`}>
            <thead>
              <tr>
                <th scope="col">{t`SKU`}</th>
                <th scope="col">{t`Description`}</th>
                <th scope="col">{t`Lot`}</th>
                <th scope="col">{t`Expiry`}</th>
                <th scope="col">{t`On hand`}</th>
                <th scope="col">{t`Available`}</th>
                <th scope="col">{t`Reserved for orders`}</th>
                <th scope="col">{t`In process`}</th>
              </tr>
            </thead>
            <tbody>
              <SpacerRow height={list.before} columns={COLUMNS} />
              {list.indexes.map((index) => {
                const row = rows[index]!;
                return (
                  <tr key={`${row.sku.id}:${row.lotNumber ?? ''}:${row.expiry ?? ''}`} ref={measure} data-index={index}>
                    <td>{row.sku.code}</td>
                    <td>{row.sku.description}</td>
                    <td>{row.lotNumber ?? t`No lot`}</td>
                    <td>{row.expiry ? dayjs(row.expiry).format(DATE_FORMAT) : null}</td>
                    <td>{n(row.onHand)}</td>
                    <td>{n(row.available)}</td>
                    <td>{n(row.reserved)}</td>
                    <td>{n(row.inProcess)}</td>
                  </tr>
                );
              })}
              <SpacerRow height={list.after} columns={COLUMNS} />
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>{t`Total`}</th>
                <td data-testid="stock-total-on-hand">{n(stock.data.totals.onHand)}</td>
                <td>{n(stock.data.totals.available)}</td>
                <td>{n(stock.data.totals.reserved)}</td>
                <td>{n(stock.data.totals.inProcess)}</td>
              </tr>
            </tfoot>
          </table>
          {rows.length === 0 ? <p>{t`No stock in the warehouse.`}</p> : null}
        </div>
      ) : null}
    </PortalFrame>
  );
}
