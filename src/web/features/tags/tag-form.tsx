import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { TAG_SWATCHES, type Tag, type TagFormInput, TagFormSchema } from '../../../domain/tags/tags';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { CheckField, FormActions } from '../../ui/form/fields';
import { useConfirm } from '../../ui/form/use-confirm';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { TextField } from '../../ui/text-field';
import { TagChip } from './tag-chip';
import { TagColourField } from './tag-colour-field';
import { createTag, deleteTag, tagKeys, updateTag } from './tags-api';

interface TagFormProps {
  tag?: Tag | undefined;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Create / edit a tag with a live preview; an existing tag can be deactivated or deleted here. */
export function TagForm({ tag, onDone, onCancel, onDirtyChange }: TagFormProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<TagFormInput>({
    resolver: valibotResolver(TagFormSchema),
    defaultValues: tag ? { name: tag.name, colour: tag.colour, active: tag.active } : { name: '', colour: TAG_SWATCHES[4], active: true },
  });
  const [name, colour] = useWatch({ control, name: ['name', 'colour'] });
  const dirty = formState.isDirty && !formState.isSubmitSuccessful;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const run = async (work: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: tagKeys.all });
      onDirtyChange(false);
      onDone();
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, ['name', 'colour'], setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  };

  const onSubmit = handleSubmit((values) => run(() => (tag ? updateTag(tag.id, values) : createTag(values))));

  const deactivate = async (current: Tag) => {
    const ok = await confirm({ header: t`Deactivate the tag ${current.name}?`, message: t`It stays on items that have it, but can no longer be added.`, confirmText: t`Deactivate`, destructive: true });
    if (ok) await run(() => updateTag(current.id, { name: current.name, colour: current.colour, active: false }));
  };

  const remove = async (current: Tag) => {
    const ok = await confirm({ header: t`Delete the tag ${current.name}?`, message: t`This cannot be undone.`, confirmText: t`Delete`, destructive: true });
    if (ok) await run(() => deleteTag(current.id));
  };

  return (
    <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Tag`}>
      <Controller
        name="name"
        control={control}
        render={({ field, fieldState }) => <TextField id="tag-name" label={t`Name`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={40} error={fieldErrorText(fieldState.error)} />}
      />
      <Controller name="colour" control={control} render={({ field, fieldState }) => <TagColourField id="tag-colour" value={field.value} onChange={field.onChange} error={fieldErrorText(fieldState.error)} />} />
      <div className="tag-preview entity-form__wide" data-testid="tag-preview">
        <span>{t`Preview on an item:`}</span>
        <TagChip name={name || t`Tag name`} colour={/^#[0-9a-f]{6}$/i.test(colour) ? colour : '#616161'} />
      </div>
      <Controller name="active" control={control} render={({ field }) => <CheckField id="tag-active" label={t`Active`} checked={field.value} onChange={field.onChange} />} />
      <FormActions error={problem} submitLabel={tag ? t`Save changes` : t`Create tag`} submitting={formState.isSubmitting} onCancel={onCancel}>
        {tag?.active ? (
          <Button variant="outline" onClick={() => void deactivate(tag)}>
            {t`Deactivate`}
          </Button>
        ) : null}
        {tag ? (
          <Button variant="outline" onClick={() => void remove(tag)}>
            {t`Delete`}
          </Button>
        ) : null}
      </FormActions>
    </form>
  );
}
