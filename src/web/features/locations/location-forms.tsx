import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldValues, type Path, type UseFormSetError, useForm, useWatch } from 'react-hook-form';
import {
  type Bin, type BinFormInput, BinFormSchema, CONTAINER_TYPES, type Container, type ContainerCreateInput, ContainerCreateSchema, type Zone, type ZoneFormInput, ZoneFormSchema,
} from '../../../domain/locations/locations';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { CheckField, FormActions } from '../../ui/form/fields';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { NumberField } from '../../ui/number-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { allZonesQuery, binKeys, containerKeys, createContainers, resolveLabel, saveBin, saveZone, updateContainer, zoneKeys } from './locations-api';

/** Runs a save; server field errors land on their fields, anything else becomes the form's message. */
async function submit<T extends FieldValues>(save: () => Promise<unknown>, fields: readonly Path<T>[], setError: UseFormSetError<T>, fail: (text: string) => void, fallback: string) {
  try {
    await save();
    return true;
  } catch (error) {
    if (isApiError(error) && applyServerFieldErrors(error, fields, setError) > 0) return false;
    fail(isApiError(error) ? apiErrorText(error) : fallback);
    return false;
  }
}

export function ZoneForm({ zone, onDone, onCancel }: { zone?: Zone | undefined; onDone: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<ZoneFormInput>({
    resolver: valibotResolver(ZoneFormSchema),
    defaultValues: zone ? { code: zone.code, name: zone.name, active: zone.active } : { code: '', name: '', active: true },
  });
  const onSubmit = handleSubmit(async (values) => {
    if (await submit(() => saveZone(values, zone?.id), ['code', 'name'], setError, setProblem, t`Something went wrong.`)) {
      await queryClient.invalidateQueries({ queryKey: zoneKeys.all });
      onDone();
    }
  });
  return (
    <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Zone`}>
      <Controller name="code" control={control} render={({ field, fieldState }) => <TextField id="zone-code" label={t`Code`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />} />
      <Controller name="name" control={control} render={({ field, fieldState }) => <TextField id="zone-name" label={t`Name`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />} />
      <Controller name="active" control={control} render={({ field }) => <CheckField id="zone-active" label={t`Active`} checked={field.value} onChange={field.onChange} />} />
      <FormActions error={problem} submitLabel={zone ? t`Save changes` : t`Create zone`} submitting={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}

export function BinForm({ bin, onDone, onCancel }: { bin?: Bin | undefined; onDone: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const zones = useQuery(allZonesQuery());
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<BinFormInput>({
    resolver: valibotResolver(BinFormSchema),
    defaultValues: bin
      ? { zoneId: bin.zoneId, code: bin.code, pickSequence: bin.pickSequence, blocked: bin.blocked, blockedReason: bin.blockedReason, active: bin.active }
      : { zoneId: '', code: '', pickSequence: 0, blocked: false, blockedReason: '', active: true },
  });
  const blocked = useWatch({ control, name: 'blocked' });
  const onSubmit = handleSubmit(async (values) => {
    if (await submit(() => saveBin(values, bin?.id), ['zoneId', 'code', 'pickSequence', 'blockedReason'], setError, setProblem, t`Something went wrong.`)) {
      await queryClient.invalidateQueries({ queryKey: binKeys.all });
      await queryClient.invalidateQueries({ queryKey: zoneKeys.all });
      onDone();
    }
  });
  const zoneOptions = [{ value: '', label: t`Choose a zone` }, ...(zones.data?.items ?? []).map((z) => ({ value: z.id, label: `${z.code} · ${z.name}` }))];
  return (
    <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Bin`}>
      <Controller name="zoneId" control={control} render={({ field, fieldState }) => <SelectField id="bin-zone" label={t`Zone`} value={field.value} onChange={field.onChange} options={zoneOptions} error={fieldState.error ? t`Choose a zone.` : undefined} />} />
      <Controller
        name="code"
        control={control}
        render={({ field, fieldState }) => (
          <TextField id="bin-code" label={t`Code (printed as BIN-code)`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} autoComplete="off" />
        )}
      />
      <Controller
        name="pickSequence"
        control={control}
        render={({ field, fieldState }) => (
          <NumberField id="bin-sequence" label={t`Pick sequence`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />
        )}
      />
      <Controller name="active" control={control} render={({ field }) => <CheckField id="bin-active" label={t`Active`} checked={field.value} onChange={field.onChange} />} />
      <Controller name="blocked" control={control} render={({ field }) => <CheckField id="bin-blocked" label={t`Blocked (nothing is put away or picked here)`} checked={field.value} onChange={field.onChange} />} />
      {blocked ? (
        <Controller
          name="blockedReason"
          control={control}
          render={({ field, fieldState }) => (
            <TextField id="bin-reason" label={t`Why is it blocked?`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error ? t`Say why the bin is blocked.` : undefined} />
          )}
        />
      ) : null}
      <FormActions error={problem} submitLabel={bin ? t`Save changes` : t`Create bin`} submitting={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}

/** New containers (several at once) or an existing one moved / retyped; the bin is scanned or typed. */
export function ContainerForm({ container, onDone, onCancel }: { container?: Container | undefined; onDone: (created: Container[]) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [binText, setBinText] = useState(container?.binCode ?? '');
  const [binError, setBinError] = useState<string | undefined>(undefined);
  const { control, handleSubmit, formState, setError, setValue } = useForm<ContainerCreateInput>({
    resolver: valibotResolver(ContainerCreateSchema),
    defaultValues: container ? { type: container.type, binId: container.binId, active: container.active, count: 1 } : { type: 'tote', binId: null, active: true, count: 1 },
  });
  const findBin = async (): Promise<boolean> => {
    setBinError(undefined);
    if (!binText.trim()) {
      setValue('binId', null);
      return true;
    }
    const found = await resolveLabel(binText.trim()).catch(() => null);
    if (found?.kind !== 'bin') {
      setBinError(t`No bin has this label or code.`);
      return false;
    }
    setValue('binId', found.bin.id);
    return true;
  };
  const onSubmit = handleSubmit(async (values) => {
    let created: Container[] = [];
    const save = async () => {
      if (container) await updateContainer(container.id, { type: values.type, binId: values.binId, active: values.active });
      else created = await createContainers(values);
    };
    if (await submit(save, ['type', 'binId', 'count'], setError, setProblem, t`Something went wrong.`)) {
      await queryClient.invalidateQueries({ queryKey: containerKeys.all });
      await queryClient.invalidateQueries({ queryKey: binKeys.all });
      onDone(created);
    }
  });
  const types = { pallet: t`Pallet`, tote: t`Tote`, carton: t`Carton` };
  return (
    <form className="entity-form" noValidate onSubmit={(event) => void (async () => (await findBin()) && (await onSubmit(event)))()} aria-label={t`Container`}>
      <Controller name="type" control={control} render={({ field }) => <SelectField id="container-type" label={t`Type`} value={field.value} onChange={field.onChange} options={CONTAINER_TYPES.map((type) => ({ value: type, label: types[type] }))} />} />
      {container ? null : (
        <Controller
          name="count"
          control={control}
          render={({ field, fieldState }) => (
            <NumberField id="container-count" label={t`How many`} value={field.value} onChange={field.onChange} error={fieldErrorText(fieldState.error)} />
          )}
        />
      )}
      <TextField id="container-bin" label={t`Bin (label or code; empty: not in a bin)`} value={binText} onChange={setBinText} onBlur={() => void findBin()} error={binError} autoComplete="off" />
      <Controller name="active" control={control} render={({ field }) => <CheckField id="container-active" label={t`Active`} checked={field.value} onChange={field.onChange} />} />
      <FormActions error={problem} submitLabel={container ? t`Save changes` : t`Create containers`} submitting={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
