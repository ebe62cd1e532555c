import * as v from 'valibot';
import { jsonProblems } from './json-guard';

/** Screen preferences kept per user on the server (e.g. `table.accounts`: visible columns, page size). */
export const PreferenceKeySchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{0,59}$/));
export const PreferenceKeyParamSchema = v.object({ key: PreferenceKeySchema });

export const PREFERENCE_MAX_CHARS = 4000;

/**
 * Why a value cannot be saved, or null. The depth is checked (iteratively) before the value is turned
 * into JSON: a deeply nested value would overflow the stack of JSON.stringify.
 */
function preferenceProblem(value: unknown): string | null {
  // null is what reading a preference never saved answers, so it cannot be saved.
  if (value === undefined || value === null) return 'A preference needs a value';
  const [problem] = jsonProblems(value, { maxDepth: 8 });
  if (problem) return problem.message;
  return JSON.stringify(value).length <= PREFERENCE_MAX_CHARS ? null : `At most ${PREFERENCE_MAX_CHARS} characters as JSON`;
}

export const PreferenceValueSchema = v.pipe(
  v.unknown(),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? preferenceProblem(dataset.value) : null;
    if (problem) addIssue({ message: problem });
  }),
);

/** What a data table remembers: the columns the user hid. */
export const TablePreferenceSchema = v.object({ hidden: v.pipe(v.array(v.pipe(v.string(), v.maxLength(60))), v.maxLength(50)) });
export type TablePreference = v.InferOutput<typeof TablePreferenceSchema>;
