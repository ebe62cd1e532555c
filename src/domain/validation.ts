import * as v from 'valibot';
import type { FieldError } from './api';

/** Flattens valibot issues into the field list of a 400 answer and of a form. */
export function fieldErrorsFromIssues(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  return issues.map((issue) => ({
    field: v.getDotPath(issue) ?? '',
    rule: issue.type,
    message: issue.message,
  }));
}
