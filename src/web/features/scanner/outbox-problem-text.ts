import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { describeIssue } from '../../i18n/describe-issue';
import { ApiError, kindOfStatus } from '../../lib/api/api-error';
import type { StoredOutboxEntry } from '../../offline/device-db';
import { apiErrorText } from '../../ui/api-error-text';

const FieldsSchema = v.object({ fields: v.array(v.object({ field: v.string(), rule: v.string(), message: v.string() })) });

/** The verdict's own sentence when the answer carries nothing more precise (the server's message is English). */
function fallbackText(status: number | undefined): string {
  switch (status === undefined ? undefined : kindOfStatus(status)) {
    case 'validation':
      return i18n._(msg`Some values of this change are not valid, so the server cannot apply it as it is.`);
    case 'forbidden':
      return i18n._(msg`You do not have permission to do this.`);
    case 'not-found':
      return i18n._(msg`What this change refers to no longer exists on the server.`);
    case 'conflict':
      return i18n._(msg`This change no longer fits what the server holds (someone or another device got there first).`);
    default:
      return i18n._(msg`The server refused this change.`);
  }
}

export interface OutboxProblemText {
  sentence: string;
  /** One line per refused field: its name and what is wrong with it, as the forms say it. */
  fields: string[];
}

/** What a refused outbox entry means for the user, in their language: a sentence for the verdict and the field errors. */
export function outboxProblemText(entry: Pick<StoredOutboxEntry, 'problemStatus' | 'problemDetail'>): OutboxProblemText {
  const parsed = v.safeParse(FieldsSchema, entry.problemDetail);
  const fields = parsed.success ? parsed.output.fields : [];
  const status = entry.problemStatus;
  const error = new ApiError({
    kind: status === undefined ? 'http' : kindOfStatus(status),
    status: status ?? null,
    code: null,
    message: fallbackText(status),
    fields,
    payload: entry.problemDetail,
    path: '/sync',
  });
  return {
    sentence: error.kind === 'validation' ? fallbackText(status) : apiErrorText(error),
    fields: fields.map((field) => `${field.field}: ${describeIssue(field.rule)}`),
  };
}
