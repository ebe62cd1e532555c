import { valibotResolver } from '@hookform/resolvers/valibot';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { BATCH_MAX_ORDERS, type BatchFilters, BatchFiltersSchema } from '../../../domain/picking/batches';
import { ORDER_PRIORITIES } from '../../../domain/orders/statuses';
import { isApiError } from '../../lib/api/api-error';
import { useGoToPage } from '../../lib/navigation/use-go-to-page';
import { apiErrorText } from '../../ui/api-error-text';
import { CheckField, FormActions } from '../../ui/form/fields';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { NumberField } from '../../ui/number-field';
import { ScreenFrame } from '../../ui/screen-frame';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { orderKeys, orderOptionsQuery, usePriorityLabel } from '../orders/public';
import { batchKeys, batchPreviewQuery, createBatch } from './batches-api';
import './batches.css';

const EMPTY: BatchFilters = { clientId: null, carrierId: null, priority: null, shipBy: null, singleLine: false, maxOrders: 50 };
const FIELDS: Path<BatchFilters>[] = ['clientId', 'carrierId', 'priority', 'shipBy', 'singleLine', 'maxOrders'];

/** A new batch from allocated orders by filters, with a cap; the count it would take shows as the filters change. */
export function BatchCreatePage() {
  const { t } = useLingui();
  const options = useQuery(orderOptionsQuery()).data;
  const priorityLabel = usePriorityLabel();
  const queryClient = useQueryClient();
  const goTo = useGoToPage();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<BatchFilters>({ resolver: valibotResolver(BatchFiltersSchema), defaultValues: EMPTY });
  const values = useWatch({ control });
  const parsed = v.safeParse(BatchFiltersSchema, values);
  const preview = useQuery(batchPreviewQuery(parsed.success ? parsed.output : null));

  const onSubmit = handleSubmit(async (filters) => {
    setProblem(null);
    try {
      const batch = await createBatch(filters);
      await Promise.all([queryClient.invalidateQueries({ queryKey: batchKeys.all }), queryClient.invalidateQueries({ queryKey: orderKeys.all })]);
      await goTo('shipping-batch-overview', { id: batch.number }, { afterSave: true });
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, FIELDS, setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  const none = (label: string) => [{ value: '', label }];
  const counts = preview.data;
  return (
    <ScreenFrame>
      <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Batch filters`}>
        <Controller
          name="clientId"
          control={control}
          render={({ field }) => (
            <SelectField
              id="batch-clientId"
              label={t`Client`}
              value={field.value ?? ''}
              options={[...none(t`All clients`), ...(options?.clients ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }))]}
              onChange={(value) => field.onChange(value || null)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          name="carrierId"
          control={control}
          render={({ field }) => (
            <SelectField
              id="batch-carrierId"
              label={t`Carrier`}
              value={field.value ?? ''}
              options={[...none(t`All carriers`), ...(options?.carriers ?? []).map((c) => ({ value: c.id, label: c.name }))]}
              onChange={(value) => field.onChange(value || null)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          name="priority"
          control={control}
          render={({ field }) => (
            <SelectField
              id="batch-priority"
              label={t`Priority`}
              value={field.value ?? ''}
              options={[...none(t`All priorities`), ...ORDER_PRIORITIES.map((p) => ({ value: p, label: priorityLabel(p) }))]}
              onChange={(value) => field.onChange(value || null)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          name="shipBy"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              id="batch-shipBy"
              type="date"
              label={t`Due on or before`}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value || null)}
              onBlur={field.onBlur}
              error={fieldErrorText(fieldState.error)}
            />
          )}
        />
        <Controller
          name="maxOrders"
          control={control}
          render={({ field, fieldState }) => (
            <NumberField id="batch-maxOrders" label={t`At most this many orders (up to ${BATCH_MAX_ORDERS})`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />
          )}
        />
        <Controller
          name="singleLine"
          control={control}
          render={({ field }) => <CheckField id="batch-singleLine" label={t`Single-line orders only`} checked={field.value} onChange={field.onChange} />}
        />
        <section className="entity-form__wide batch-preview" aria-label={t`Orders this batch takes`} aria-live="polite">
          {counts ? (
            <>
              <p data-testid="batch-preview-count">
                {counts.orders === 0
                  ? t`No allocated order outside a batch matches these filters.`
                  : t`Takes ${plural(counts.orders, { one: '# order', other: '# orders' })}: ${plural(counts.lines, { one: '# line', other: '# lines' })}, ${plural(counts.units, { one: '# unit', other: '# units' })}, the oldest due first.`}
              </p>
              {counts.firstOrders.length > 0 ? <p className="field-hint">{counts.firstOrders.join(', ')}</p> : null}
            </>
          ) : null}
        </section>
        <FormActions error={problem} submitLabel={t`Create batch`} submitting={formState.isSubmitting} />
      </form>
    </ScreenFrame>
  );
}
