import * as v from 'valibot';

/** Screen preferences kept per user on the server (e.g. `table.accounts`: visible columns, page size). */
export const PreferenceKeySchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{0,59}$/));
export const PreferenceKeyParamSchema = v.object({ key: PreferenceKeySchema });

export const PREFERENCE_MAX_CHARS = 4000;

export const PreferenceValueSchema = v.pipe(
  v.unknown(),
  v.check((value) => value !== undefined && JSON.stringify(value).length <= PREFERENCE_MAX_CHARS, `At most ${PREFERENCE_MAX_CHARS} characters as JSON`),
);

/** What a data table remembers: the columns the user hid. */
export const TablePreferenceSchema = v.object({ hidden: v.pipe(v.array(v.pipe(v.string(), v.maxLength(60))), v.maxLength(50)) });
export type TablePreference = v.InferOutput<typeof TablePreferenceSchema>;
