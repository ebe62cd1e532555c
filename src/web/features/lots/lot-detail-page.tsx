import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Lot } from '../../../domain/inventory/lots';
import { formatDate } from '../../i18n/format-date';
import { DetailList } from '../../ui/form/detail-list';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { ExpiryFlag, formatDay } from './expiry-flag';
import { LotExpiryForm } from './lot-expiry-form';
import { LotMovements, LotUnits } from './lot-ledger-tables';
import { lotLookupQuery, lotQuery } from './lots-api';
import './lots.css';

/**
 * /inventory/lot/$lotNumber?sku=…: a lot number is unique per SKU only. With the SKU (every link the
 * app makes carries it) or a number only one SKU has, the lot itself; otherwise the lots of that number
 * to choose from.
 */
export function LotDetailPage({ lotNumber, sku }: { lotNumber: string; sku: string | undefined }) {
  const { lots } = useSuspenseQuery(lotLookupQuery(lotNumber, sku)).data;
  const [only] = lots;
  if (only && lots.length === 1) return <LotView id={only.id} />;
  return <LotChooser lotNumber={lotNumber} lots={lots} />;
}

function LotChooser({ lotNumber, lots }: { lotNumber: string; lots: readonly Lot[] }) {
  const { t } = useLingui();
  return (
    <ScreenFrame title={lotNumber}>
      <section className="lot-section" aria-labelledby="lot-chooser-title">
        <h2 id="lot-chooser-title">{t`Several SKUs have a lot ${lotNumber}: choose one`}</h2>
        <ul className="lot-chooser">
          {lots.map((lot) => (
            <li key={lot.id}>
              <PageLink page="lot-detail" params={{ lotNumber: lot.number }} search={{ sku: lot.sku.id }}>
                {`${lot.sku.code} · ${lot.client.code}`}
              </PageLink>{' '}
              {formatDay(lot.expiry)} <ExpiryFlag lot={lot} />
            </li>
          ))}
        </ul>
      </section>
    </ScreenFrame>
  );
}

function LotView({ id }: { id: string }) {
  const { i18n, t } = useLingui();
  const lot = useSuspenseQuery(lotQuery(id)).data;
  return (
    <ScreenFrame title={lot.number}>
      <DetailList
        label={t`Lot`}
        items={[
          [t`Lot number`, lot.number],
          [t`SKU`, lot.sku.description ? `${lot.sku.code} · ${lot.sku.description}` : lot.sku.code],
          [t`Client`, `${lot.client.code} · ${lot.client.name}`],
          [
            t`Expiry date`,
            lot.expiry ? (
              <span data-testid="lot-expiry">
                {formatDay(lot.expiry)} <ExpiryFlag lot={lot} />
              </span>
            ) : null,
          ],
          [t`Production date`, formatDay(lot.producedOn)],
          [t`On hand`, i18n.number(lot.onHand)],
          [t`Notes`, lot.notes],
          [t`Created by`, lot.createdBy],
          [t`Created`, formatDate(lot.createdAt)],
        ]}
      />
      <LotExpiryForm lot={lot} />
      <LotUnits units={lot.units} />
      <LotMovements movements={lot.movements} />
    </ScreenFrame>
  );
}
