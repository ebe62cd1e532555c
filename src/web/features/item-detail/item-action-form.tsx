import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { type ItemDetail, ReasonBodySchema, RevertStatusSchema } from '../../../domain/inventory/item-detail';
import type { ItemStatus } from '../../../domain/receiving/statuses';
import { isApiError } from '../../lib/api/api-error';
import { itemProblemText } from './item-problem-text';
import { FormActions } from '../../ui/form/fields';
import { applyServerFieldErrors } from '../../ui/form-errors';
import { SelectField } from '../../ui/select-field';
import { FieldFrame, TextField } from '../../ui/text-field';
import { ITEM_STATUS_LABELS } from '../../i18n/item-status-labels';
import { convertItem, deleteItem, forceDeleteItem, revertItemStatus } from './item-detail-api';

export type ItemAction = 'revert' | 'convert' | 'delete' | 'force-delete';

/** One schema for every action's form: the fields an action does not use keep valid placeholders. */
const ActionFormSchema = v.object({
  reason: ReasonBodySchema.entries.reason,
  status: v.union([RevertStatusSchema.entries.status, v.literal('')]),
  confirmWmsNumber: v.pipe(v.string(), v.trim(), v.maxLength(40)),
});
type ActionForm = v.InferOutput<typeof ActionFormSchema>;

function send(item: ItemDetail, action: ItemAction, values: ActionForm): Promise<ItemDetail> {
  const { reason } = values;
  switch (action) {
    case 'revert':
      return revertItemStatus(item.wmsNumber, { status: values.status as ItemStatus, reason });
    case 'convert':
      return convertItem(item.wmsNumber, !item.inventory, { reason });
    case 'delete':
      return deleteItem(item.wmsNumber, { reason });
    case 'force-delete':
      return forceDeleteItem(item.wmsNumber, { confirmWmsNumber: values.confirmWmsNumber, reason });
  }
}

/** The form of one action of the detail screen: always a reason; a revert picks the status, a forced delete repeats the WMS number. */
export function ItemActionForm({ item, action, submitLabel, onDone, onCancel }: { item: ItemDetail; action: ItemAction; submitLabel: string; onDone: (saved: ItemDetail) => void; onCancel: () => void }) {
  const { i18n, t } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<ActionForm>({
    resolver: valibotResolver(ActionFormSchema),
    defaultValues: { reason: '', status: item.revertTo[0] ?? '', confirmWmsNumber: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    if (action === 'force-delete' && values.confirmWmsNumber.toLowerCase() !== item.wmsNumber.toLowerCase()) {
      setError('confirmWmsNumber', { type: 'confirm' });
      return;
    }
    try {
      onDone(await send(item, action, values));
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, ['reason', 'status', 'confirmWmsNumber'], setError) > 0) return;
      setProblem(isApiError(error) ? itemProblemText(error) : t`Something went wrong.`);
    }
  });

  return (
    <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={submitLabel}>
      {action === 'revert' ? (
        <Controller
          name="status"
          control={control}
          render={({ field }) => (
            <SelectField
              id="item-revert-status"
              label={t`Back to status`}
              value={field.value}
              options={item.revertTo.map((status) => ({ value: status, label: i18n._(ITEM_STATUS_LABELS[status]) }))}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      ) : null}
      {action === 'force-delete' ? (
        <Controller
          name="confirmWmsNumber"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              id="item-confirm-wms"
              label={t`Type ${item.wmsNumber} to confirm`}
              value={field.value}
              autoComplete="off"
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error ? t`Type the WMS number exactly as shown.` : undefined}
            />
          )}
        />
      ) : null}
      <Controller
        name="reason"
        control={control}
        render={({ field, fieldState }) => (
          <div className="entity-form__wide">
            <FieldFrame id="item-action-reason" label={t`Reason`} error={fieldState.error ? t`Say why.` : undefined}>
              {(props) => <textarea {...props} rows={3} maxLength={500} value={field.value} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur} />}
            </FieldFrame>
          </div>
        )}
      />
      <FormActions error={problem} submitLabel={submitLabel} submitting={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
