import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Valibot issue types (also sent by the server as `rule`) in words a user understands. */
const RULES: Record<string, MessageDescriptor> = {
  non_empty: msg`This field is required.`,
  min_length: msg`This value is too short.`,
  max_length: msg`This value is too long.`,
  regex: msg`This value has the wrong format.`,
  email: msg`Enter a valid e-mail address.`,
  integer: msg`Enter a whole number.`,
  min_value: msg`This value is too small.`,
  max_value: msg`This value is too large.`,
  string: msg`Enter a text.`,
  number: msg`Enter a number.`,
  unique: msg`This value is already in use.`,
  required: msg`This field is required.`,
  'unknown-reference': msg`No unit or order of this client has this reference.`,
};

const FALLBACK = msg`This value is not valid.`;

export function describeIssue(rule: string | undefined): string {
  return i18n._((rule && RULES[rule]) || FALLBACK);
}
