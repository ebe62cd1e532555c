import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { JOB_TYPES, type JobType } from '../../../domain/job-center/job-types';
import { type JobSend, JobSendSchema } from '../../../domain/job-center/job-reads';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { FieldFrame } from '../../ui/text-field';
import { jobQueueKeys, sendToQueue } from './job-center-api';
import { JOB_TYPE_LABELS } from './job-texts';

/** Sends units to a queue, then refreshes the queue lists: how both forms below send. */
function useSendToQueue(): (body: JobSend) => Promise<number> {
  const client = useQueryClient();
  return async (body) => {
    const { sent } = await sendToQueue(body);
    await client.invalidateQueries({ queryKey: jobQueueKeys.lists() });
    return sent;
  };
}

interface SendProps {
  /** The units chosen elsewhere (an item, the item list's selection); without them the user types or scans them. */
  units?: readonly string[];
  onSent?: (sent: number) => void;
  onCancel?: () => void;
}

/** Units sent to a job-center queue, all or none: from the all-items page, the item detail or the item list's selection. */
export function SendToQueueForm({ units: chosen, onSent, onCancel }: SendProps) {
  const { i18n, t } = useLingui();
  const sendUnits = useSendToQueue();
  const [type, setType] = useState<JobType>('qc');
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const units = chosen ? [...chosen] : text.split(/[\s,;]+/).filter(Boolean);
  const send = async () => {
    const body = v.safeParse(JobSendSchema, { type, units });
    if (!body.success) {
      setMessage({ error: true, text: t`Scan or enter at most 1000 units, each a WMS number or serial.` });
      return;
    }
    setBusy(true);
    try {
      const sent = await sendUnits(body.output);
      setText('');
      const queue = i18n._(JOB_TYPE_LABELS[type]);
      setMessage({ error: false, text: t`${sent} units sent to ${queue}.` });
      onSent?.(sent);
    } catch (error) {
      setMessage({ error: true, text: isApiError(error) ? apiErrorText(error) : t`The units could not be sent.` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="job-form">
      <SelectField id="job-send-type" label={t`Queue`} value={type} onChange={(value) => setType(value as JobType)} options={JOB_TYPES.map((q) => ({ value: q, label: i18n._(JOB_TYPE_LABELS[q]) }))} />
      {chosen ? null : (
        <FieldFrame id="job-send-units" label={t`WMS numbers or serials, one per line`}>
          {(props) => <textarea {...props} rows={4} value={text} onChange={(event) => setText(event.target.value)} />}
        </FieldFrame>
      )}
      <div className="job-form__actions">
        <Button onClick={() => void send()} disabled={busy || units.length === 0}>{t`Send ${units.length} units`}</Button>
        {onCancel ? <Button variant="outline" onClick={onCancel}>{t`Cancel`}</Button> : null}
      </div>
      {message ? (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'job-form__error' : undefined}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The item list's bulk "Send to queue": the selected units into a queue, all or none (JOB_CENTER_MENU on
 * the server). `run` reports the outcome in the bar's status line, as the bar's other actions do.
 */
export function SendSelectionToQueue({ wmsNumbers, busy, run }: { wmsNumbers: readonly string[]; busy: boolean; run: (work: () => Promise<string>) => void }) {
  const { i18n, t } = useLingui();
  const sendUnits = useSendToQueue();
  const [type, setType] = useState<JobType>('qc');
  const queueId = useId();
  const send = () =>
    run(async () => {
      const sent = await sendUnits({ type, units: [...wmsNumbers] });
      const queue = i18n._(JOB_TYPE_LABELS[type]);
      return plural(sent, { one: `# unit sent to ${queue}.`, other: `# units sent to ${queue}.` });
    });
  return (
    <>
      <label htmlFor={queueId}>{t`Queue`}</label>
      <select id={queueId} value={type} onChange={(event) => setType(event.target.value as JobType)}>
        {JOB_TYPES.map((queue) => (
          <option key={queue} value={queue}>
            {i18n._(JOB_TYPE_LABELS[queue])}
          </option>
        ))}
      </select>
      <Button size="small" variant="outline" disabled={busy || wmsNumbers.length === 0 || wmsNumbers.length > 1000} onClick={send}>
        {t`Send to queue`}
      </Button>
    </>
  );
}
