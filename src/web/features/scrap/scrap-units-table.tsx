import { useLingui } from '@lingui/react/macro';
import type { ScrapListDetail } from '../../../domain/scrap/scrap-lists';
import { ITEM_STATUS_LABELS } from '../../i18n/item-status-labels';
import { Button } from '../../ui/button';

type Column = 'status' | 'bin' | 'client';

/**
 * The units of a list, as its page and its certificate show them: WMS number, serial, SKU, quantity and
 * the columns asked for (the page: status and bin; the certificate: client), with a remove button each
 * on a draft being edited.
 */
export function ScrapUnitsTable({ list, columns, className, caption, onRemove = null }: { list: ScrapListDetail; columns: readonly Column[]; className: string; caption?: string; onRemove?: ((code: string) => void) | null }) {
  const { i18n, t } = useLingui();
  const has = (column: Column) => columns.includes(column);
  return (
    <table className={className} data-testid="scrap-units">
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">{t`WMS number`}</th>
          <th scope="col">{t`Serial`}</th>
          <th scope="col">{t`SKU`}</th>
          {has('client') ? <th scope="col">{t`Client`}</th> : null}
          <th scope="col">{t`Quantity`}</th>
          {has('status') ? <th scope="col">{t`Status`}</th> : null}
          {has('bin') ? <th scope="col">{t`Bin`}</th> : null}
          {onRemove ? <th scope="col">{t`Remove`}</th> : null}
        </tr>
      </thead>
      <tbody>
        {list.unitList.map((unit) => (
          <tr key={unit.itemId}>
            <td>{unit.wmsNumber}</td>
            <td>{unit.serial}</td>
            <td>{unit.sku.code}</td>
            {has('client') ? <td>{unit.client.name}</td> : null}
            <td>{i18n.number(unit.quantity)}</td>
            {has('status') ? <td>{i18n._(ITEM_STATUS_LABELS[unit.status])}</td> : null}
            {has('bin') ? <td>{unit.bin}</td> : null}
            {onRemove ? (
              <td>
                <Button variant="outline" onClick={() => onRemove(unit.wmsNumber)}>
                  {t`Remove ${unit.wmsNumber}`}
                </Button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
