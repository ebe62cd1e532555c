import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { combineShipments, shipmentKeys, shipmentListQuery } from './shipments-api';
import './shipments.css';
import { useClientLabel } from '../../i18n/client-label';

/**
 * Making a shipment ready for its label: packing made one per order; here the packed ones going out
 * together (several orders to one address, a pallet) become one, or one is taken on as it is.
 */
export function ShipmentCreatePage({ onShipment }: { onShipment: (number: string) => void }) {
  const { t } = useLingui();
  const clientLabel = useClientLabel();
  const queryClient = useQueryClient();
  const packed = useQuery(shipmentListQuery({ status: 'packed', pageSize: '100', sort: 'createdAt', dir: 'asc' }));
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const items = packed.data?.items ?? [];
  const toggle = (number: string, on: boolean) => setChosen((list) => (on ? [...list, number] : list.filter((one) => one !== number)));
  const combine = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const made = await combineShipments(chosen);
      await queryClient.invalidateQueries({ queryKey: shipmentKeys.all });
      onShipment(made.number);
    } catch (error) {
      setProblem(isApiError(error) ? apiErrorText(error) : t`The shipments could not be combined.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ScreenFrame>
      <p>{t`Choose the packed shipments that go out together (one client, one address), or continue with one of them.`}</p>
      {packed.isError ? <p role="alert">{t`The packed shipments could not be loaded.`}</p> : null}
      {packed.data && items.length === 0 ? <p>{t`No packed shipment is waiting for its label.`}</p> : null}
      {items.length > 0 ? (
        <fieldset className="shipment-choice">
          <legend>{t`Packed shipments`}</legend>
          {items.map((shipment) => (
            <div key={shipment.id} className="shipment-choice__row" data-testid="packed-shipment">
              <label>
                <input type="checkbox" checked={chosen.includes(shipment.number)} onChange={(event) => toggle(shipment.number, event.target.checked)} />{' '}
                {shipment.number} · {clientLabel(shipment.client, 'name')} · {shipment.orders.join(', ')} · {t`${shipment.cartons} cartons`}
              </label>
              <PageLink page="shipping-shipment-create-detail" params={{ shipmentId: shipment.number }}>
                {t`Continue with ${shipment.number}`}
              </PageLink>
            </div>
          ))}
        </fieldset>
      ) : null}
      {problem ? <p role="alert" className="form-error">{problem}</p> : null}
      <div className="list-actions">
        <Button onClick={() => void combine()} disabled={chosen.length < 2 || busy}>
          {t`Ship the ${chosen.length} chosen together`}
        </Button>
      </div>
    </ScreenFrame>
  );
}
