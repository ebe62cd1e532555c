import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { type Sku, type SkuFormInput, SkuFormSchema, type SkuRef, SKU_UNITS } from '../../../domain/skus/skus';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { CheckField, FormActions } from '../../ui/form/fields';
import { UnsavedChangesGuard } from '../../ui/form/unsaved-changes';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { ScreenFrame } from '../../ui/screen-frame';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { CatalogueSelect } from '../catalogues/public';
import { BarcodeListField } from './barcode-list-field';
import { createSku, formOf, skuKeys, skuOptionsQuery, skuQuery, updateSku } from './skus-api';
import { UnitValueField } from './unit-value-field';
import { useGoToSku } from './use-go-to-sku';
import './skus.css';
import { NONE } from '../../i18n/none-label';

const FIELDS = ['code', 'description', 'clientId', 'skuTypeId', 'brandId', 'modelId', 'serialised', 'unit', 'sapMaterialNumber', 'unitValue', 'hsTariffNumber', 'originCountry', 'active', 'barcodes'] as const;

const EMPTY: SkuFormInput = {
  code: '', description: '', clientId: '', skuTypeId: null, brandId: null, modelId: null, serialised: false, unit: 'EA', sapMaterialNumber: '', unitValue: null, hsTariffNumber: '', originCountry: '', active: true,
  barcodes: [],
};

/** Create a SKU (no id) or edit one. */
export function SkuFormPage({ id }: { id?: string }) {
  return id === undefined ? <SkuForm /> : <SkuEdit id={id} />;
}

/** The route's loader has the SKU in the cache already. */
function SkuEdit({ id }: { id: string }) {
  const { data } = useSuspenseQuery(skuQuery(id));
  return <SkuForm sku={data} />;
}

/** The options list only active clients; a SKU's current, since deactivated, client stays choosable. */
const clientChoices = (items: readonly SkuRef[] | undefined, current: SkuRef | undefined) =>
  [...(items ?? []), ...(current && !items?.some((i) => i.id === current.id) ? [current] : [])].map((item) => ({ value: item.id, label: `${item.code} · ${item.name}` }));

function SkuForm({ sku }: { sku?: Sku | undefined }) {
  const { t } = useLingui();
  const options = useQuery(skuOptionsQuery()).data;
  const queryClient = useQueryClient();
  const goToSku = useGoToSku();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, setValue, reset } = useForm<SkuFormInput>({
    resolver: valibotResolver(SkuFormSchema),
    defaultValues: sku ? formOf(sku) : EMPTY,
  });
  const brandId = useWatch({ control, name: 'brandId' });
  const modelErrorText = (type: string | undefined) =>
    type === 'brand' ? t`This model is not one of the chosen brand.` : type === 'check' ? t`Choose the brand of the model first.` : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = sku ? await updateSku(sku.id, values) : await createSku(values);
      reset(formOf(saved));
      await queryClient.invalidateQueries({ queryKey: sku ? skuKeys.all : skuKeys.lists() });
      await goToSku(saved.id);
    } catch (error) {
      const fields: Path<SkuFormInput>[] = [...FIELDS, ...values.barcodes.map((_, i) => `barcodes.${i}.barcode` as const)];
      if (isApiError(error) && applyServerFieldErrors(error, fields, setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  const text = (name: 'code' | 'description' | 'sapMaterialNumber' | 'hsTariffNumber' | 'originCountry', label: string, extra: { inputMode?: 'numeric' | 'decimal'; maxLength?: number } = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField id={`sku-${name}`} label={label} value={field.value} onChange={field.onChange} onBlur={field.onBlur} autoComplete="off" error={fieldErrorText(fieldState.error)} {...extra} />
      )}
    />
  );

  const catalogueSelect = (name: 'skuTypeId' | 'brandId' | 'modelId', catalogue: 'sku-type' | 'brand' | 'model', label: string, current: SkuRef | null | undefined) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <CatalogueSelect
          catalogue={catalogue}
          parent={name === 'modelId' ? (brandId ?? undefined) : undefined}
          id={`sku-${name}`}
          label={label}
          value={field.value ?? ''}
          emptyLabel={t(catalogue === 'brand' ? NONE.feminine : NONE.masculine)}
          currentLabel={current?.name}
          onChange={(id) => {
            field.onChange(id || null);
            if (name === 'brandId') setValue('modelId', null, { shouldDirty: true });
          }}
          onBlur={field.onBlur}
          error={modelErrorText(fieldState.error?.type) ?? fieldErrorText(fieldState.error)}
        />
      )}
    />
  );

  return (
    <ScreenFrame title={sku ? sku.code : t`New SKU`}>
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitting && !formState.isSubmitSuccessful} />
      <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`SKU`}>
        {text('code', t`Code`, { maxLength: 40 })}
        {text('description', t`Description`, { maxLength: 200 })}
        <Controller
          name="clientId"
          control={control}
          render={({ field, fieldState }) => (
            <SelectField
              id="sku-clientId"
              label={t`Client`}
              value={field.value}
              options={[{ value: '', label: t`Choose a client` }, ...clientChoices(options?.clients, sku?.client)]}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.type === 'unknown' ? t`This client no longer exists. Reload the page.` : fieldErrorText(fieldState.error)}
            />
          )}
        />
        {catalogueSelect('skuTypeId', 'sku-type', t`SKU type`, sku?.skuType)}
        {catalogueSelect('brandId', 'brand', t`Brand`, sku?.brand)}
        {catalogueSelect('modelId', 'model', t`Model`, sku?.model)}
        <Controller
          name="unit"
          control={control}
          render={({ field }) => <SelectField id="sku-unit" label={t`Unit`} value={field.value} options={SKU_UNITS.map((u) => ({ value: u, label: u }))} onChange={field.onChange} />}
        />
        {text('sapMaterialNumber', t`SAP material number`, { inputMode: 'numeric', maxLength: 18 })}
        <Controller
          name="unitValue"
          control={control}
          render={({ field, fieldState }) => (
            <UnitValueField
              id="sku-unitValue"
              label={t`Unit value`}
              hint={t`Optional: what one unit is worth, to value counting differences.`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.type === 'check' ? t`Two decimals at most.` : fieldErrorText(fieldState.error)}
            />
          )}
        />
        {text('hsTariffNumber', t`HS tariff number (customs, e.g. 6109.10)`, { inputMode: 'decimal', maxLength: 14 })}
        {text('originCountry', t`Country of origin (customs, two letters, e.g. CN)`, { maxLength: 2 })}
        <Controller
          name="serialised"
          control={control}
          render={({ field }) => (
            <CheckField id="sku-serialised" label={t`Serialised`} hint={t`Every unit is scanned with its own serial number.`} checked={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          name="active"
          control={control}
          render={({ field }) => <CheckField id="sku-active" label={t`Active`} hint={t`An inactive SKU cannot be received any more.`} checked={field.value} onChange={field.onChange} />}
        />
        <BarcodeListField control={control} setValue={setValue} error={formState.errors.barcodes?.root} />
        <FormActions error={problem} submitLabel={sku ? t`Save changes` : t`Create SKU`} submitting={formState.isSubmitting} />
      </form>
    </ScreenFrame>
  );
}
