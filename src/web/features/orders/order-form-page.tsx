import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldError, type Path, useForm, useWatch } from 'react-hook-form';
import { type OrderDetail, type OrderForm, OrderFormSchema } from '../../../domain/orders/orders';
import { ORDER_PRIORITIES } from '../../../domain/orders/statuses';
import { orderStates } from '../../../domain/states/order-states';
import { isApiError } from '../../lib/api/api-error';
import { useGoToPage } from '../../lib/navigation/use-go-to-page';
import { apiErrorText } from '../../ui/api-error-text';
import { FormActions } from '../../ui/form/fields';
import { UnsavedChangesGuard } from '../../ui/form/unsaved-changes';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { ScreenFrame } from '../../ui/screen-frame';
import { SelectField } from '../../ui/select-field';
import { FieldFrame, TextField } from '../../ui/text-field';
import { usePriorityLabel } from './order-labels';
import { OrderLinesField } from './order-lines-field';
import { createOrder, formOf, orderKeys, orderOptionsQuery, orderQuery, updateOrder } from './orders-api';
import { CarrierFields, ShipToFields } from './ship-to-fields';
import './orders.css';

const EMPTY: OrderForm = {
  clientId: '',
  reference: '',
  shipTo: { name: '', company: '', street1: '', street2: '', city: '', region: '', postalCode: '', country: '', phone: '', email: '' },
  carrierId: null,
  service: '',
  shipBy: null,
  priority: 'normal',
  notes: '',
  lines: [{ skuId: '', quantity: 1, lotNumber: null, unit: null }],
};
const FIELDS = ['clientId', 'reference', 'carrierId', 'service', 'shipBy', 'priority', 'notes', 'lines'] as const;
const SHIP_TO = Object.keys(EMPTY.shipTo).map((key) => `shipTo.${key}` as Path<OrderForm>);

/** The error of the list itself (none, too many), not of one of its rows. */
const ownError = (error: unknown): FieldError | undefined =>
  typeof (error as FieldError | undefined)?.type === 'string' ? (error as FieldError) : undefined;

export function OrderCreatePage() {
  return <OrderFormView />;
}

/** The edit page: only while draft or open; the server refuses otherwise too. */
export function OrderEditPage({ number }: { number: string }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(orderQuery(number));
  if (data.client === null) {
    return (
      <ScreenFrame title={data.number}>
        <p role="alert">{t`This order ships scrap list ${data.scrapList ?? data.reference} to a recycler: it is not edited.`}</p>
      </ScreenFrame>
    );
  }
  if (!orderStates.work.edit.includes(data.status)) {
    return (
      <ScreenFrame title={data.number}>
        <p role="alert">{t`This order can no longer be edited: only draft and open ones can.`}</p>
      </ScreenFrame>
    );
  }
  return <OrderFormView order={data} />;
}

function OrderFormView({ order }: { order?: OrderDetail }) {
  const { t } = useLingui();
  const options = useQuery(orderOptionsQuery()).data;
  const priorityLabel = usePriorityLabel();
  const queryClient = useQueryClient();
  const goTo = useGoToPage();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, setValue, reset } = useForm<OrderForm>({
    resolver: valibotResolver(OrderFormSchema),
    defaultValues: order ? formOf(order) : EMPTY,
  });
  const clientId = useWatch({ control, name: 'clientId' });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = order ? await updateOrder(order.number, values) : await createOrder(values);
      reset(formOf(saved));
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      await goTo('shipping-order-view', { id: saved.number }, { afterSave: true });
    } catch (error) {
      const fields: Path<OrderForm>[] = [...FIELDS, ...SHIP_TO, ...values.lines.flatMap((_, i) => [`lines.${i}.skuId`, `lines.${i}.quantity`, `lines.${i}.lotNumber`, `lines.${i}.unit`] as const)];
      if (isApiError(error) && applyServerFieldErrors(error, fields, setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  const current = order?.client;
  const clientChoices = [
    { value: '', label: t`Choose a client` },
    ...(options?.clients ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` })),
    ...(current && !options?.clients.some((c) => c.id === current.id) ? [{ value: current.id, label: `${current.code} · ${current.name}` }] : []),
  ];

  return (
    <ScreenFrame title={order ? t`Edit ${order.number}` : undefined}>
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitting && !formState.isSubmitSuccessful} />
      {order && order.allocated > 0 ? <p className="field-hint">{t`Saving gives the units this order holds back to stock; allocate it again afterwards.`}</p> : null}
      <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Order`}>
        <Controller
          name="clientId"
          control={control}
          render={({ field, fieldState }) => (
            <SelectField
              id="order-clientId"
              label={t`Client`}
              value={field.value}
              options={clientChoices}
              onChange={(value) => {
                field.onChange(value);
                // Lines name SKUs of a client: another client's lines would all be refused.
                setValue('lines', EMPTY.lines, { shouldDirty: true });
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.type === 'unknown' ? t`This client no longer exists. Reload the page.` : fieldErrorText(fieldState.error)}
            />
          )}
        />
        <Controller
          name="reference"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              id="order-reference"
              label={t`Client's reference`}
              value={field.value}
              maxLength={60}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.type === 'taken' ? t`Another order of this client has this reference.` : fieldErrorText(fieldState.error)}
            />
          )}
        />
        <CarrierFields control={control} carriers={options?.carriers ?? []} idPrefix="order" />
        <Controller
          name="shipBy"
          control={control}
          render={({ field, fieldState }) => (
            <TextField id="order-shipBy" type="date" label={t`Requested ship date`} value={field.value ?? ''} onChange={(value) => field.onChange(value || null)} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />
          )}
        />
        <Controller
          name="priority"
          control={control}
          render={({ field }) => (
            <SelectField id="order-priority" label={t`Priority`} value={field.value} options={ORDER_PRIORITIES.map((p) => ({ value: p, label: priorityLabel(p) }))} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
        <ShipToFields control={control} />
        <OrderLinesField control={control} clientId={clientId} error={formState.errors.lines?.root ?? ownError(formState.errors.lines)} />
        <Controller
          name="notes"
          control={control}
          render={({ field, fieldState }) => (
            <div className="entity-form__wide">
              <FieldFrame id="order-notes" label={t`Notes`} error={fieldErrorText(fieldState.error)}>
                {(props) => <textarea {...props} rows={3} maxLength={2000} value={field.value} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur} />}
              </FieldFrame>
            </div>
          )}
        />
        <FormActions error={problem} submitLabel={order ? t`Save changes` : t`Create order`} submitting={formState.isSubmitting} />
      </form>
    </ScreenFrame>
  );
}
