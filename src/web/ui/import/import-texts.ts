import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describeIssue } from '../../i18n/describe-issue';

/** Rules only imports produce (the cell rules are valibot's, described by describeIssue). */
const IMPORT_RULES: Record<string, MessageDescriptor> = {
  duplicate: msg`The same value appears on an earlier line of the file.`,
  unique: msg`An entry with this value exists already.`,
  unknown: msg`Nothing with this code or name exists (or it is inactive).`,
  picklist: msg`Write yes or no.`,
  missing_column: msg`This column is missing from the header`,
  unknown_column: msg`The header has a column the import does not know`,
  duplicate_column: msg`This column appears twice in the header`,
  empty: msg`The file is empty.`,
  too_large: msg`The file is too large.`,
  too_many_rows: msg`The file has too many rows; split it.`,
  unclosed_quote: msg`A quoted cell is never closed.`,
};

export function importRuleText(rule: string): string {
  const known = IMPORT_RULES[rule];
  return known ? i18n._(known) : describeIssue(rule);
}
