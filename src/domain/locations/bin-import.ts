import * as v from 'valibot';
import { type ImportColumn, YesNoCellSchema } from '../import/columns';
import { BIN_CODE } from './locations';

/** The columns of a bins CSV (and of its template); the zone by its code. */
export const BIN_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'zone', required: true },
  { name: 'code', required: true },
  { name: 'pick_sequence', required: false },
  { name: 'blocked', required: false },
  { name: 'blocked_reason', required: false },
  { name: 'active', required: false },
];

export interface BinImportRow {
  zone: string;
  code: string;
  pickSequence: number;
  blocked: boolean;
  blockedReason: string;
  active: boolean;
}

/** One CSV row; issues carry the column name as their field. A label's BIN- prefix is accepted and dropped. */
export const BinImportRowSchema = v.pipe(
  v.object({
    zone: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(10)),
    code: v.pipe(v.string(), v.trim(), v.transform((text) => text.toUpperCase().replace(/^BIN-/, '')), v.minLength(1), v.maxLength(30), v.regex(BIN_CODE)),
    pick_sequence: v.pipe(v.optional(v.string(), ''), v.regex(/^\d{0,6}$/, 'Write a whole number'), v.transform((text) => (text === '' ? 0 : Number(text)))),
    blocked: YesNoCellSchema,
    blocked_reason: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(200)),
    active: YesNoCellSchema,
  }),
  v.forward(
    v.check((row) => !row.blocked || row.blocked_reason.length > 0, 'Say why the bin is blocked'),
    ['blocked_reason'],
  ),
  v.transform(
    (row): BinImportRow => ({
      zone: row.zone,
      code: row.code,
      pickSequence: row.pick_sequence,
      blocked: row.blocked ?? false,
      blockedReason: row.blocked_reason,
      active: row.active ?? true,
    }),
  ),
) as v.GenericSchema<Record<string, string>, BinImportRow>;
