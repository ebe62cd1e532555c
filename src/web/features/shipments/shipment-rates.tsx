import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type CarrierRate, OWN_FLEET_SERVICE } from '../../../domain/shipping/carrier';
import type { ShipmentDetail } from '../../../domain/shipping/shipments';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { shipmentRatesQuery } from './shipments-api';
import { useCarrierAdvice } from './use-carrier-advice';

/**
 * The carrier's rates of a packed shipment and the one the user chose: the cheapest until another is
 * chosen (the server answers them cheapest first). `service` is undefined until there are rates, and
 * the label is then bought with the shipment's own service.
 */
export function useRateChoice(shipment: ShipmentDetail) {
  const rates = useQuery({ ...shipmentRatesQuery(shipment.number), enabled: shipment.status === 'packed' });
  const [chosen, choose] = useState<string | null>(null);
  const offered = rates.data?.rates ?? [];
  const service = offered.find((rate) => rate.service === chosen)?.service ?? offered[0]?.service;
  return { rates, service, choose };
}

type RateChoice = ReturnType<typeof useRateChoice>;

/** One rate as a choice: carrier and service, price in its currency, days to deliver when the carrier says. */
function RateLabel({ rate }: { rate: CarrierRate }) {
  const { t, i18n } = useLingui();
  const price = i18n.number(Number(rate.amount), { style: 'currency', currency: rate.currency || 'USD' });
  const days = rate.deliveryDays === null ? t`delivery time not given` : plural(rate.deliveryDays, { one: '# day', other: '# days' });
  const name = rate.service === OWN_FLEET_SERVICE ? t`Own fleet` : `${rate.carrier} ${rate.serviceName}`;
  return (
    <>
      {name} · {price} · {days}
    </>
  );
}

/**
 * The rates before the label is bought, to choose from; nothing is bought by asking. A carrier's refusal
 * shows inline with its own message and what to do, as a refused label does.
 */
export function ShipmentRates({ choice }: { choice: RateChoice }) {
  const { t } = useLingui();
  const advice = useCarrierAdvice();
  const { rates, service, choose } = choice;
  const answer = rates.data;
  return (
    <section aria-labelledby="shipment-rates-title">
      <h2 id="shipment-rates-title" className="shipment-view__title">{t`Rates`}</h2>
      {rates.isPending ? <p role="status">{t`Asking the carrier for its rates…`}</p> : null}
      {rates.isError ? <p role="alert" className="form-error">{isApiError(rates.error) ? apiErrorText(rates.error) : t`The rates could not be loaded.`}</p> : null}
      {answer?.problem ? (
        <div role="alert" className="form-error" data-testid="shipment-rates-error">
          <p>{t`The carrier gave no rates: ${answer.problem.carrierMessage}`}</p>
          <p>{advice(answer.problem.kind)}</p>
        </div>
      ) : null}
      {answer && answer.rates.length > 0 ? (
        <fieldset className="shipment-choice">
          <legend>{t`Choose the rate to buy`}</legend>
          {answer.rates.map((rate) => (
            <div key={rate.service} className="shipment-choice__row" data-testid="shipment-rate">
              <label>
                <input type="radio" name="shipment-rate" value={rate.service} checked={rate.service === service} onChange={() => choose(rate.service)} /> <RateLabel rate={rate} />
              </label>
            </div>
          ))}
        </fieldset>
      ) : null}
      {answer ? (
        <div className="list-actions">
          <Button variant="outline" onClick={() => void rates.refetch()} disabled={rates.isFetching}>
            {t`Ask for rates again`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
