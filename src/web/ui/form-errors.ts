import type { FieldError as FormFieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { describeIssue } from '../i18n/describe-issue';
import type { ApiError } from '../lib/api/api-error';

/** The translated text of a form field's error (valibot issue type or server rule). */
export function fieldErrorText(error: FormFieldError | undefined): string | undefined {
  if (!error) return undefined;
  return describeIssue(typeof error.type === 'string' ? error.type : undefined);
}

/** Puts the server's field errors (400 answers) on the form's fields; returns how many it placed. */
export function applyServerFieldErrors<T extends FieldValues>(error: ApiError, fields: readonly Path<T>[], setError: UseFormSetError<T>): number {
  let placed = 0;
  for (const field of error.fields) {
    if ((fields as readonly string[]).includes(field.field)) {
      setError(field.field as Path<T>, { type: field.rule, message: field.message });
      placed++;
    }
  }
  return placed;
}
