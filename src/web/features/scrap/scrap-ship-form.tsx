import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ScrapListDetail, type ScrapShip, ScrapShipSchema } from '../../../domain/scrap/scrap-lists';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { applyServerFieldErrors } from '../../ui/form-errors';
import { CarrierFields, ShipToFields, orderOptionsQuery } from '../orders/public';
import { shipScrapList } from './scrap-api';

const EMPTY: ScrapShip = {
  shipTo: { name: '', company: '', street1: '', street2: '', city: '', region: '', postalCode: '', country: '', phone: '', email: '' },
  carrierId: null,
  service: '',
};

/**
 * The ship step of an approved list: the recycler's address and the carrier. The server makes the
 * recycler's order of the list's units, which then goes through picking, packing and load-out (ADR 0034).
 */
export function ScrapShipForm({ list, onShipped, onBack }: { list: ScrapListDetail; onShipped: (after: ScrapListDetail) => void; onBack: () => void }) {
  const { t } = useLingui();
  const carriers = useQuery(orderOptionsQuery()).data?.carriers ?? [];
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<ScrapShip>({ resolver: valibotResolver(ScrapShipSchema), defaultValues: EMPTY });
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      onShipped(await shipScrapList(list.number, values));
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, ['carrierId'], setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });
  return (
    <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Ship to a recycler`}>
      <p className="entity-form__wide field-hint">{t`An order to the recycler is made for the list's units; they are picked, packed and loaded out like any order, and the list is shipped when they leave.`}</p>
      <ShipToFields control={control} />
      <CarrierFields control={control} carriers={carriers} idPrefix="scrap-ship" />
      {problem ? (
        <p role="alert" className="form-error entity-form__wide">
          {problem}
        </p>
      ) : null}
      <div className="detail-actions entity-form__wide">
        <Button type="submit" disabled={formState.isSubmitting}>{t`Create the recycler's order`}</Button>
        <Button variant="outline" onClick={onBack}>{t`Back`}</Button>
      </div>
    </form>
  );
}
