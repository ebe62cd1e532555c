import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type CartonType, type CartonTypeForm as CartonTypeValues, CartonTypeFormSchema } from '../../../domain/shipping/carton-types';
import { api } from '../../lib/api/clients';
import { isApiError } from '../../lib/api/api-error';
import { entityKeys } from '../../lib/query/query-keys';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { CheckField, FormActions } from '../../ui/form/fields';
import { FormModal } from '../../ui/form/form-modal';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { NumberField } from '../../ui/number-field';
import { TextField } from '../../ui/text-field';

const cartonTypeKeys = entityKeys('carton-type');
const cartonTypesQuery = () => queryOptions({ queryKey: cartonTypeKeys.lists(), queryFn: () => api.get<CartonType[]>('/carton-types') });
const saveCartonType = (body: CartonTypeValues, id?: string) => (id ? api.put<CartonType>(`/carton-types/${id}`, body) : api.post<CartonType>('/carton-types', body));

const FIELDS = ['name', 'lengthMm', 'widthMm', 'heightMm', 'tareG', 'maxWeightG'] as const;
const BLANK: CartonTypeValues = { name: '', lengthMm: 300, widthMm: 200, heightMm: 150, tareG: 200, maxWeightG: 10_000, active: true };

/** The boxes packers choose from: the catalogue of carton types, kept with the containers. */
export function CartonTypesPanel() {
  const { t, i18n } = useLingui();
  const list = useQuery(cartonTypesQuery());
  const [editing, setEditing] = useState<CartonType | 'new' | null>(null);
  const n = (value: number) => i18n.number(value);
  return (
    <>
      <div className="list-actions">
        <Button onClick={() => setEditing('new')}>{t`Add carton type`}</Button>
      </div>
      {list.isError ? <p role="alert">{t`The carton types could not be loaded.`}</p> : null}
      {list.data && list.data.length === 0 ? <p>{t`No carton type yet. Packers need at least one.`}</p> : null}
      {list.data && list.data.length > 0 ? (
        <table className="carton-types cards-on-phone" aria-label={t`Carton types`} data-testid="carton-types">
          <thead>
            <tr>
              <th scope="col">{t`Name`}</th>
              <th scope="col">{t`Inside (mm)`}</th>
              <th scope="col">{t`Empty weight (g)`}</th>
              <th scope="col">{t`Maximum weight (g)`}</th>
              <th scope="col">{t`State`}</th>
              <th scope="col">{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((type) => (
              <tr key={type.id}>
                <td data-label={t`Name`}>{type.name}</td>
                <td data-label={t`Inside (mm)`}>{`${n(type.lengthMm)} × ${n(type.widthMm)} × ${n(type.heightMm)}`}</td>
                <td data-label={t`Empty weight (g)`}>{n(type.tareG)}</td>
                <td data-label={t`Maximum weight (g)`}>{n(type.maxWeightG)}</td>
                <td data-label={t`State`}>{type.active ? t`Active` : t`Inactive`}</td>
                <td data-label={t`Actions`}>
                  <Button size="small" variant="clear" onClick={() => setEditing(type)} aria-label={t`Edit ${type.name}`}>
                    {t`Edit`}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <FormModal isOpen={editing !== null} title={editing === 'new' ? t`Add carton type` : t`Edit carton type`} onClose={() => setEditing(null)}>
        <CartonTypeForm type={editing === 'new' ? undefined : (editing ?? undefined)} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />
      </FormModal>
    </>
  );
}

function CartonTypeForm({ type, onDone, onCancel }: { type?: CartonType | undefined; onDone: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<CartonTypeValues>({
    resolver: valibotResolver(CartonTypeFormSchema),
    defaultValues: type ? { name: type.name, lengthMm: type.lengthMm, widthMm: type.widthMm, heightMm: type.heightMm, tareG: type.tareG, maxWeightG: type.maxWeightG, active: type.active } : BLANK,
  });
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await saveCartonType(values, type?.id);
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, FIELDS, setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: cartonTypeKeys.all });
    onDone();
  });
  const labels = {
    lengthMm: t`Inside length (mm)`,
    widthMm: t`Inside width (mm)`,
    heightMm: t`Inside height (mm)`,
    tareG: t`Empty weight (g)`,
    maxWeightG: t`Maximum weight with contents (g)`,
  };
  return (
    <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Carton type`}>
      <Controller
        name="name"
        control={control}
        render={({ field, fieldState }) => <TextField id="carton-type-name" label={t`Name`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} maxLength={60} />}
      />
      {(['lengthMm', 'widthMm', 'heightMm', 'tareG', 'maxWeightG'] as const).map((name) => (
        <Controller
          key={name}
          name={name}
          control={control}
          render={({ field, fieldState }) => <NumberField id={`carton-type-${name}`} label={labels[name]} value={field.value} onChange={field.onChange} error={fieldErrorText(fieldState.error)} />}
        />
      ))}
      <Controller name="active" control={control} render={({ field }) => <CheckField id="carton-type-active" label={t`In use (packers can choose it)`} checked={field.value} onChange={field.onChange} />} />
      <FormActions error={problem} submitLabel={type ? t`Save changes` : t`Add carton type`} submitting={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
