import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ISSUE_SUBJECT_MAX, ISSUE_TEXT_MAX, type IssueCreateInput, IssueCreateSchema } from '../../../domain/client-issues/client-issues';
import { ISSUE_CONCERNS, type IssueConcern } from '../../../domain/client-issues/statuses';
import { PHOTO_MAX_BYTES, PHOTOS_MAX } from '../../../domain/photos/photos';
import { isApiError } from '../../lib/api/api-error';
import { useSession } from '../../lib/session/session';
import { apiErrorText } from '../../ui/api-error-text';
import { FormActions } from '../../ui/form/fields';
import { PhotoPicker } from '../../ui/photos/photo-picker';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { SelectField } from '../../ui/select-field';
import { FieldFrame, TextField } from '../../ui/text-field';
import { ClientPicker } from './client-picker';
import { issueKeys, reportIssue } from './issues-api';
import { PortalFrame } from './portal-layout';
import { CONCERN_LABELS } from './issue-texts';

/**
 * Report an issue: subject, what it concerns (checked by the server against the client's own units and
 * orders), description, photos (resized on the device by the shared picker). A client account reports for its own client; staff choose the client.
 */
export function IssueReportPage({ onReported }: { onReported: (number: string) => void }) {
  const { i18n, t } = useLingui();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const { control, handleSubmit, formState, setError } = useForm<IssueCreateInput>({
    resolver: valibotResolver(IssueCreateSchema),
    defaultValues: { clientId: user?.client?.id ?? null, subject: '', concern: null, description: '', photos: [] },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const issue = await reportIssue(values);
      await queryClient.invalidateQueries({ queryKey: issueKeys.all });
      onReported(issue.number);
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, ['clientId', 'subject', 'concern.reference', 'description', 'photos'], setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  return (
    <PortalFrame title={t`Report an issue`}>
      <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Report an issue`}>
        <Controller
          name="clientId"
          control={control}
          render={({ field, fieldState }) => (
            <ClientPicker id="issue-client" value={field.value ?? undefined} onChange={(value) => field.onChange(value ?? null)} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />
          )}
        />
        <Controller
          name="subject"
          control={control}
          render={({ field, fieldState }) => (
            <TextField id="issue-subject" label={t`Subject`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={ISSUE_SUBJECT_MAX} error={fieldErrorText(fieldState.error)} />
          )}
        />
        <Controller
          name="concern"
          control={control}
          render={({ field }) => (
            <>
              <SelectField
                id="issue-concern"
                label={t`What it concerns`}
                value={field.value?.kind ?? ''}
                options={[{ value: '', label: t`Nothing in particular` }, ...ISSUE_CONCERNS.map((kind) => ({ value: kind, label: i18n._(CONCERN_LABELS[kind]) }))]}
                onChange={(kind) => field.onChange(kind ? { kind: kind as IssueConcern, reference: field.value?.reference ?? '' } : null)}
                onBlur={field.onBlur}
              />
              {field.value ? (
                <TextField
                  id="issue-reference"
                  label={i18n._(CONCERN_LABELS[field.value.kind])}
                  value={field.value.reference}
                  onChange={(reference) => field.onChange({ ...field.value!, reference })}
                  onBlur={field.onBlur}
                  maxLength={80}
                  autoComplete="off"
                  error={fieldErrorText(formState.errors.concern?.reference)}
                />
              ) : null}
            </>
          )}
        />
        <Controller
          name="description"
          control={control}
          render={({ field, fieldState }) => (
            <FieldFrame id="issue-description" label={t`Description`} error={fieldErrorText(fieldState.error)}>
              {(props) => <textarea {...props} rows={6} maxLength={ISSUE_TEXT_MAX} value={field.value} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur} />}
            </FieldFrame>
          )}
        />
        <Controller
          name="photos"
          control={control}
          render={({ field, fieldState }) => (
            <fieldset className="issue-photos" aria-describedby={fieldState.error ? 'issue-photos-error' : undefined}>
              <legend>{t`Photos`}</legend>
              <PhotoPicker id="issue-photos" photos={field.value ?? []} onChange={field.onChange} max={PHOTOS_MAX} maxBytes={PHOTO_MAX_BYTES} onPreparing={setPreparing} />
              {fieldState.error ? (
                <p id="issue-photos-error" className="field-error">
                  {fieldErrorText(fieldState.error)}
                </p>
              ) : null}
            </fieldset>
          )}
        />
        <FormActions error={problem} submitLabel={t`Send the report`} submitting={formState.isSubmitting || preparing} />
      </form>
    </PortalFrame>
  );
}
