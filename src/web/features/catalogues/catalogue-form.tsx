import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CATALOGUES, type CatalogueEntry, type CatalogueFormInput, type CatalogueKey, catalogueFormSchema } from '../../../domain/catalogues/definitions';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { CheckField, FormActions } from '../../ui/form/fields';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { CatalogueSelect } from './catalogue-select';
import { CATALOGUE_TEXTS, EXTRA_FIELD_TEXTS, extraOptionLabel } from './catalogue-texts';
import { createEntry, invalidateCatalogue, updateEntry } from './catalogues-api';

function formOf(catalogue: CatalogueKey, entry: CatalogueEntry | undefined): CatalogueFormInput {
  const definition = CATALOGUES[catalogue];
  return {
    code: entry?.code ?? '',
    name: entry?.name ?? '',
    description: entry?.description ?? '',
    active: entry?.active ?? true,
    ...(definition.parent ? { parentId: entry?.parentId ?? '' } : {}),
    ...(definition.extraFields.length > 0 ? { attributes: Object.fromEntries(definition.extraFields.map((f) => [f.name, entry?.attributes[f.name] ?? ''])) } : {}),
  };
}

interface CatalogueFormProps {
  catalogue: CatalogueKey;
  entry?: CatalogueEntry | undefined;
  onSaved: (entry: CatalogueEntry) => void;
  onCancel: () => void;
  /** Tells the modal around it whether closing would lose edits. */
  onDirtyChange: (dirty: boolean) => void;
}

/** Create and edit form of any catalogue: the base fields, then the definition's parent and extra fields. */
export function CatalogueForm({ catalogue, entry, onSaved, onCancel, onDirtyChange }: CatalogueFormProps) {
  const { t, i18n } = useLingui();
  const definition = CATALOGUES[catalogue];
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const schema = useMemo(() => catalogueFormSchema(definition), [definition]);
  const { control, handleSubmit, formState, setError } = useForm<CatalogueFormInput>({ resolver: valibotResolver(schema), defaultValues: formOf(catalogue, entry) });
  const dirty = formState.isDirty && !formState.isSubmitSuccessful;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const id = (field: string) => `catalogue-${field}`;

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = entry ? await updateEntry(catalogue, entry.id, values) : await createEntry(catalogue, values);
      await invalidateCatalogue(queryClient, catalogue);
      onSaved(saved);
    } catch (error) {
      const fields = ['code', 'name', 'description', 'parentId', ...definition.extraFields.map((f) => `attributes.${f.name}`)] as (keyof CatalogueFormInput)[];
      if (isApiError(error) && applyServerFieldErrors(error, fields, setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  return (
    <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={i18n._(CATALOGUE_TEXTS[catalogue].singular)}>
      <Controller
        name="code"
        control={control}
        render={({ field, fieldState }) => (
          <TextField id={id('code')} label={t`Code`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={30} autoComplete="off" error={fieldErrorText(fieldState.error)} />
        )}
      />
      <Controller
        name="name"
        control={control}
        render={({ field, fieldState }) => <TextField id={id('name')} label={t`Name`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={120} error={fieldErrorText(fieldState.error)} />}
      />
      {definition.parent ? (
        <Controller
          name="parentId"
          control={control}
          render={({ field, fieldState }) => (
            <CatalogueSelect
              catalogue={definition.parent!}
              id={id('parent')}
              label={i18n._(CATALOGUE_TEXTS[definition.parent!].singular)}
              value={field.value ?? ''}
              currentLabel={entry?.parentName}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldErrorText(fieldState.error)}
            />
          )}
        />
      ) : null}
      {definition.extraFields.map((extra) => (
        <Controller
          key={extra.name}
          name={`attributes.${extra.name}` as 'attributes'}
          control={control}
          render={({ field, fieldState }) => (
            <div className="entity-form__wide">
              {extra.options ? (
                <SelectField id={id(extra.name)} label={i18n._(EXTRA_FIELD_TEXTS[extra.name]!.label)} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} options={extra.options.map((value) => ({ value, label: extraOptionLabel(i18n, extra.name, value) }))} />
              ) : (
                <TextField id={id(extra.name)} label={i18n._(EXTRA_FIELD_TEXTS[extra.name]!.label)} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />
              )}
              {EXTRA_FIELD_TEXTS[extra.name]?.hint ? <p className="field-hint">{i18n._(EXTRA_FIELD_TEXTS[extra.name]!.hint!)}</p> : null}
            </div>
          )}
        />
      ))}
      <Controller
        name="description"
        control={control}
        render={({ field, fieldState }) => (
          <div className="entity-form__wide">
            <TextField id={id('description')} label={t`Description`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={500} error={fieldErrorText(fieldState.error)} />
          </div>
        )}
      />
      <Controller name="active" control={control} render={({ field }) => <CheckField id={id('active')} label={t`Active`} hint={t`Inactive entries are kept but no longer offered in pickers.`} checked={field.value} onChange={field.onChange} />} />
      <FormActions error={problem} submitLabel={entry ? t`Save changes` : i18n._(CATALOGUE_TEXTS[catalogue].create)} submitting={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
