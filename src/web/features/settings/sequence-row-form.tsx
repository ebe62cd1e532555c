import { valibotResolver } from '@hookform/resolvers/valibot';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { DATE_PARTS, type DocType, type SequenceInput, SequenceSchema, type SequenceRow, formatDocumentNumber } from '../../../domain/settings/sequences';
import { Button } from '../../ui/button';
import { fieldErrorText } from '../../ui/form-errors';
import { NumberField } from '../../ui/number-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { FormProblem, useSaveWithProblems } from './form-problem';
import { saveSequence, sequenceKeys } from './settings-api';
import { NONE } from '../../i18n/none-label';

const DOC_TYPE_LABELS: Record<DocType, MessageDescriptor> = {
  'control-number': msg`Control number`,
  'wms-number': msg`WMS number`,
  order: msg`Order`,
  batch: msg`Batch`,
  shipment: msg`Shipment`,
  counting: msg`Counting cycle`,
  scrap: msg`Scrap list`,
  lot: msg`Lot`,
  container: msg`Container`,
  tracking: msg`Own-fleet tracking number`,
  'client-issue': msg`Client issue`,
};

const FIELDS = ['prefix', 'datePart', 'padding', 'nextValue'] as const;

/** The next number as the row's current (possibly unsaved) values would make it, or null while they are invalid. */
function usePreview(control: ReturnType<typeof useForm<SequenceInput>>['control'], timeZone: string): string | null {
  const values = useWatch({ control });
  const parsed = v.safeParse(SequenceSchema, values);
  return parsed.success ? formatDocumentNumber(parsed.output, parsed.output.nextValue, new Date(), timeZone) : null;
}

/** One document type's numbering: edited and saved on its own, with a live preview of the next number. */
export function SequenceRowForm({ row, timeZone, onDirtyChange }: { row: SequenceRow; timeZone: string; onDirtyChange: (docType: string, dirty: boolean) => void }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const { docType, ...saved } = row;
  const { control, handleSubmit, formState, reset, setError } = useForm<SequenceInput>({ resolver: valibotResolver(SequenceSchema), defaultValues: saved });
  const { problem, save } = useSaveWithProblems(FIELDS, setError);
  const [done, setDone] = useState(false);
  const preview = usePreview(control, timeZone);
  const name = i18n._(DOC_TYPE_LABELS[docType]);
  const id = (field: string) => `sequence-${docType}-${field}`;

  useEffect(() => onDirtyChange(docType, formState.isDirty), [docType, formState.isDirty, onDirtyChange]);
  // A row that goes away (e.g. remounted after a save) no longer holds edits.
  useEffect(() => () => onDirtyChange(docType, false), [docType, onDirtyChange]);

  const onSubmit = handleSubmit((values) => {
    setDone(false);
    return save(async () => {
      const { docType: _saved, ...stored } = await saveSequence(docType, values);
      reset(stored);
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: sequenceKeys.lists() });
    });
  });

  return (
    <form className="sequence-row" aria-label={name} noValidate onSubmit={(event) => void onSubmit(event)} data-testid={`sequence-${docType}`}>
      <h2 className="sequence-row__name">{name}</h2>
      <Controller
        name="prefix"
        control={control}
        render={({ field, fieldState }) => (
          <TextField id={id('prefix')} label={t`Prefix`} value={field.value} maxLength={10} autoComplete="off"
            onChange={(value) => field.onChange(value.toUpperCase())} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />
        )}
      />
      <Controller
        name="datePart"
        control={control}
        render={({ field, fieldState }) => (
          <SelectField id={id('datePart')} label={t`Date part`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)}
            options={DATE_PARTS.map((part) => ({ value: part, label: part || t(NONE.feminine) }))} />
        )}
      />
      {(['padding', 'nextValue'] as const).map((name) => (
        <Controller
          key={name}
          name={name}
          control={control}
          render={({ field, fieldState }) => (
            <NumberField id={id(name)} label={name === 'padding' ? t`Digits` : t`Next value`} value={field.value}
              onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />
          )}
        />
      ))}
      <p className="sequence-row__preview">
        <span className="sequence-row__label">{t`Next number`}</span>
        <output aria-live="polite" htmlFor={FIELDS.map(id).join(' ')} data-testid="sequence-preview">
          {preview ?? '—'}
        </output>
      </p>
      <div className="sequence-row__actions">
        <Button type="submit" size="small" disabled={!formState.isDirty || formState.isSubmitting}>
          {t`Save`}
        </Button>
        {done && !formState.isDirty ? <span role="status">{t`Saved`}</span> : null}
      </div>
      <FormProblem text={problem} className="sequence-row__problem" />
    </form>
  );
}
