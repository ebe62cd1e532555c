import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ISSUE_TEXT_MAX, type IssueDetail, type IssueMessageCreate, IssueMessageCreateSchema } from '../../../domain/client-issues/client-issues';
import { STAFF_ONLY_ISSUE_STEPS, clientIssueStates } from '../../../domain/states/client-issue-states';
import { transitionsFrom } from '../../../domain/states/state-machine';
import { formatDate } from '../../i18n/format-date';
import { isApiError } from '../../lib/api/api-error';
import { useSession } from '../../lib/session/session';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { DetailList } from '../../ui/form/detail-list';
import { fieldErrorText } from '../../ui/form-errors';
import { SelectField } from '../../ui/select-field';
import { StateChip } from '../../ui/state-chip';
import { PhotoThumbs } from '../../ui/photos/photo-thumbs';
import { FieldFrame } from '../../ui/text-field';
import { CONCERN_LABELS } from './issue-texts';
import { type IssueStep, assignIssue, issueAssigneesQuery, issueKeys, issuePhotoQuery, issueQuery, issueStep, writeIssueMessage } from './issues-api';
import { PortalFrame } from './portal-layout';

/** One issue: what was reported, the thread, a reply, and the steps the caller may take. */
export function IssueDetailView({ number, onBack }: { number: string; onBack: () => void }) {
  const { t } = useLingui();
  const issue = useQuery(issueQuery(number));
  return (
    <PortalFrame title={t`Issue ${number}`}>
      <Button variant="clear" onClick={onBack}>
        {t`Back to all issues`}
      </Button>
      {issue.data ? <IssueBody issue={issue.data} /> : issue.error ? <p role="alert">{isApiError(issue.error) ? apiErrorText(issue.error) : t`Something went wrong.`}</p> : <p aria-busy="true">{t`Loading…`}</p>}
    </PortalFrame>
  );
}

function IssueBody({ issue }: { issue: IssueDetail }) {
  const { i18n, t } = useLingui();
  const { user } = useSession();
  const staff = !user?.client;
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const assignees = useQuery({ ...issueAssigneesQuery(), enabled: staff });
  const changed = async (next: IssueDetail) => {
    queryClient.setQueryData(issueKeys.detail(next.number), next);
    await queryClient.invalidateQueries({ queryKey: issueKeys.lists() });
  };
  const act = useMutation({
    mutationFn: (run: () => Promise<IssueDetail>) => run(),
    onMutate: () => setProblem(null),
    onSuccess: changed,
    onError: (error) => setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`),
  });
  const steps = transitionsFrom(clientIssueStates, issue.status).filter((step) => staff || !STAFF_ONLY_ISSUE_STEPS.includes(step.transition as IssueStep));
  const STEP_LABELS: Record<IssueStep, string> = { start: t`Start working on it`, resolve: t`Mark as resolved`, reopen: t`Reopen` };

  const concern = issue.concern ? `${i18n._(CONCERN_LABELS[issue.concern.kind])}: ${issue.concern.reference}` : null;
  return (
    <>
      <h2>{issue.subject}</h2>
      <DetailList
        label={t`Issue details`}
        items={[
          [t`Status`, <StateChip key="status" machine={clientIssueStates} state={issue.status} testId="issue-status" />],
          [t`Client`, issue.client.name],
          [t`Concerns`, concern],
          [t`Reported by`, issue.createdBy],
          [t`Reported`, formatDate(issue.createdAt)],
          [t`Resolved`, issue.resolvedAt ? formatDate(issue.resolvedAt) : null],
          ...(staff ? [] : ([[t`Assigned to`, issue.assignee?.username ?? null]] as [string, string | null][])),
        ]}
      />
      <p className="issue-description">{issue.description}</p>
      {issue.photos.length > 0 ? <PhotoThumbs photos={issue.photos} label={t`Photos of the report`} photoQuery={issuePhotoQuery} /> : null}
      <div className="issue-actions">
        {staff ? (
          <SelectField
            id="issue-assignee"
            label={t`Assigned to`}
            value={issue.assignee?.id ?? ''}
            options={[{ value: '', label: t`Nobody` }, ...(assignees.data?.people ?? []).map((p) => ({ value: p.id, label: p.username }))]}
            onChange={(value) => act.mutate(() => assignIssue(issue.number, value || null))}
          />
        ) : null}
        {steps.map((step) => (
          <Button key={step.transition} variant="outline" disabled={act.isPending} onClick={() => act.mutate(() => issueStep(issue.number, step.transition as IssueStep))}>
            {STEP_LABELS[step.transition as IssueStep]}
          </Button>
        ))}
      </div>
      {problem ? <p role="alert" className="form-error">{problem}</p> : null}
      <h2>{t`Conversation`}</h2>
      {issue.thread.length === 0 ? <p>{t`No messages yet.`}</p> : null}
      <ol className="issue-thread" aria-label={t`Conversation`}>
        {issue.thread.map((message) => (
          <li key={message.id} className={`issue-message issue-message--${message.fromClient ? 'client' : 'warehouse'}`} data-testid="issue-message">
            <span className="issue-message__who">
              {message.fromClient ? t`${message.author ?? ''} (client)` : t`${message.author ?? ''} (warehouse)`} · {formatDate(message.at)}
            </span>
            <p>{message.body}</p>
          </li>
        ))}
      </ol>
      <ReplyForm number={issue.number} onSent={changed} />
    </>
  );
}

function ReplyForm({ number, onSent }: { number: string; onSent: (issue: IssueDetail) => Promise<void> }) {
  const { t } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<IssueMessageCreate>({ resolver: valibotResolver(IssueMessageCreateSchema), defaultValues: { body: '' } });
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onSent(await writeIssueMessage(number, values.body));
      reset({ body: '' });
    } catch (error) {
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });
  return (
    <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Write a message`}>
      <Controller
        name="body"
        control={control}
        render={({ field, fieldState }) => (
          <FieldFrame id="issue-reply" label={t`Your message`} error={fieldErrorText(fieldState.error)}>
            {(props) => <textarea {...props} rows={4} maxLength={ISSUE_TEXT_MAX} value={field.value} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur} />}
          </FieldFrame>
        )}
      />
      {problem ? <p role="alert" className="form-error">{problem}</p> : null}
      <Button type="submit" disabled={formState.isSubmitting}>
        {t`Send`}
      </Button>
    </form>
  );
}
