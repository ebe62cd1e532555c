import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { describeIssue } from '../i18n/describe-issue';
import type { ApiError } from '../lib/api/api-error';

type TextValues = Record<string, string>;

/** The first issue type of each field (valibot's, or the server's rule), by field name. */
function issuesByField(schema: v.GenericSchema<TextValues>, values: TextValues): Record<string, string> {
  const result = v.safeParse(schema, values);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.issues) {
      const field = v.getDotPath(issue);
      if (field && !(field in errors)) errors[field] = issue.type;
    }
  }
  return errors;
}

/**
 * A text-only form checked by the shared valibot schema, for the login page: react-hook-form weighs
 * 14 kB compressed, more than the page itself, and /login has the tightest budget (ADR 0023). It acts
 * as the app's other forms do: checked on submit, then again on every change; server field errors
 * (400) land on their fields; errors read through describeIssue like fieldErrorText.
 */
export function useSchemaForm<T extends TextValues>(schema: v.GenericSchema<T>, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const field = (name: keyof T & string) => ({
    value: values[name],
    onChange: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (submitted) setErrors(issuesByField(schema, next));
    },
    error: errors[name] === undefined ? undefined : describeIssue(errors[name]),
  });

  const handleSubmit = (onValid: (output: v.InferOutput<typeof schema>) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = v.safeParse(schema, values);
    setErrors(issuesByField(schema, values));
    if (!result.success) return;
    setSubmitting(true);
    try {
      await onValid(result.output);
    } finally {
      setSubmitting(false);
    }
  };

  /** Puts the server's field errors on the fields; returns how many it placed. */
  const applyServerErrors = (error: ApiError): number => {
    const placed = error.fields.filter((issue) => issue.field in initial);
    if (placed.length) setErrors(Object.fromEntries(placed.map((issue) => [issue.field, issue.rule])));
    return placed.length;
  };

  return { field, handleSubmit, applyServerErrors, submitting };
}
