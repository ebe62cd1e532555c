import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { CountingCancelSchema } from '../../../domain/counting/cycles';
import { countingCycleStates } from '../../../domain/states/counting-cycle-states';
import { canTransition } from '../../../domain/states/state-machine';
import { isApiError } from '../../lib/api/api-error';
import { useGoToPage } from '../../lib/navigation/use-go-to-page';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { DetailList } from '../../ui/form/detail-list';
import { fieldErrorText } from '../../ui/form-errors';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { StateChip } from '../../ui/state-chip';
import { FieldFrame } from '../../ui/text-field';
import { COUNTING_MODE_LABELS } from './counting-texts';
import { countingCycleKeys } from './cycle-page/cycle-api';
import { cancelCycle, cycleQuery } from './cycles-api';

type CancelForm = v.InferOutput<typeof CountingCancelSchema>;

/**
 * Cancels a created or running cycle with a reason. Entries stay for audit and no stock changes; the
 * server's 409 (someone completed or cancelled it meanwhile) is shown as it says it.
 */
export function CancelCyclePage({ countingId }: { countingId: string }) {
  const { i18n, t } = useLingui();
  const cycle = useSuspenseQuery(cycleQuery(countingId));
  const queryClient = useQueryClient();
  const goTo = useGoToPage();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<CancelForm>({ resolver: valibotResolver(CountingCancelSchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async ({ reason }) => {
    setProblem(null);
    try {
      await cancelCycle(countingId, reason);
      await queryClient.invalidateQueries({ queryKey: countingCycleKeys.all });
      await goTo('counting-list', undefined, { afterSave: true });
    } catch (error) {
      // A 409 names the state the cycle is in now: show that, and the cycle as it is.
      if (isApiError(error) && error.kind === 'conflict') {
        setProblem(apiErrorText(error));
        await queryClient.invalidateQueries({ queryKey: countingCycleKeys.detail(countingId) });
        return;
      }
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  const { number, name, status, mode, blind } = cycle.data;

  return (
    <ScreenFrame title={t`Cancel ${number}`}>
      <DetailList
        label={t`Counting cycle`}
        items={[
          [t`Number`, number],
          [t`Name`, name],
          [t`Status`, <StateChip key="status" machine={countingCycleStates} state={status} />],
          [t`Mode`, blind ? t`${i18n._(COUNTING_MODE_LABELS[mode])}, blind` : i18n._(COUNTING_MODE_LABELS[mode])],
        ]}
      />
      {canTransition(countingCycleStates, 'cancel', status) ? (
        <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Cancel counting cycle`}>
          <p className="entity-form__wide">{t`Counts already sent are kept for audit; no stock changes.`}</p>
          <Controller
            name="reason"
            control={control}
            render={({ field, fieldState }) => (
              <div className="entity-form__wide">
                <FieldFrame id="cancel-reason" label={t`Reason`} error={fieldErrorText(fieldState.error)}>
                  {(props) => <textarea {...props} rows={3} maxLength={500} value={field.value} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur} />}
                </FieldFrame>
              </div>
            )}
          />
          {/* Not FormActions: its "Cancel" beside "Cancel cycle" would read as the same thing. */}
          <div className="form-actions">
            {problem ? (
              <p role="alert" className="form-error">
                {problem}
              </p>
            ) : null}
            <div className="form-actions__buttons">
              <Button type="submit" disabled={formState.isSubmitting}>
                {t`Cancel cycle`}
              </Button>
              <PageLink page="counting-list" className="app-button app-button--outline">
                {t`Keep the cycle`}
              </PageLink>
            </div>
          </div>
        </form>
      ) : (
        <>
          {problem ? <p role="alert">{problem}</p> : null}
          <p role="status">{t`Only created or running cycles can be cancelled.`}</p>
        </>
      )}
    </ScreenFrame>
  );
}
