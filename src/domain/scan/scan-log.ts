import * as v from 'valibot';

/**
 * The device scan log: every test scan made on /scanner travels through the outbox as a mutation of
 * kind SCAN_LOG_RECORD, and supervisors read the log back with GET /v1/scan-log.
 */

export const SCAN_LOG_RECORD = 'scan-log.record';

export const SCAN_SOURCES = ['wedge', 'camera', 'manual'] as const;

/** Bound on the stored parse result, so one scan cannot fill the log with a huge object. */
export const PARSED_MAX_CHARS = 8000;

/**
 * A timestamp with a zone (what `Date.prototype.toISOString` gives) that names a real instant; the
 * second check runs only on a well-formed timestamp, so a bad one gets one error, not two.
 */
export const IsoInstantSchema = v.config(
  v.pipe(v.string(), v.isoTimestamp(), v.check((value) => !Number.isNaN(Date.parse(value)), 'Invalid date')),
  { abortPipeEarly: true },
);

/**
 * What `parseScan` made of the code (see ./parse-scan): any object with its `kind`; the other keys
 * depend on the kind and are kept as sent, so the log shows what the device showed the user.
 */
export const ParsedScanRecordSchema = v.pipe(
  v.looseObject({
    kind: v.pipe(v.string(), v.nonEmpty(), v.maxLength(32)),
    code: v.optional(v.string()),
    error: v.optional(v.string()),
  }),
  v.check((parsed) => JSON.stringify(parsed).length <= PARSED_MAX_CHARS, `The parse result must be at most ${PARSED_MAX_CHARS} characters as JSON.`),
);

/** Payload of a SCAN_LOG_RECORD mutation. */
export const ScanLogEntrySchema = v.object({
  /** The handheld's name from its own settings. */
  device: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120)),
  /** The code as scanned. */
  code: v.pipe(v.string(), v.nonEmpty(), v.maxLength(500)),
  source: v.picklist(SCAN_SOURCES),
  parsed: ParsedScanRecordSchema,
  /** When the scan happened on the device, which may be long before it reaches the server. */
  scannedAt: IsoInstantSchema,
});
export type ScanLogEntryInput = v.InferInput<typeof ScanLogEntrySchema>;

/** The answer payload of an applied SCAN_LOG_RECORD mutation. */
export const ScanLogRecordedSchema = v.object({ id: v.string(), receivedAt: v.string() });
export type ScanLogRecorded = v.InferOutput<typeof ScanLogRecordedSchema>;

export const SCAN_LOG_LIMIT_DEFAULT = 100;
export const SCAN_LOG_LIMIT_MAX = 500;

/**
 * Query of GET /v1/scan-log (all strings, as in a URL). Newest first; for the next page pass the last
 * item's `receivedAt` as `before` and its `id` as `beforeId` (many scans share one millisecond, so the
 * time alone would skip some).
 */
export const ScanLogQuerySchema = v.pipe(
  v.object({
    device: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120))),
    username: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100))),
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,4}$/, 'Must be a whole number'),
        v.transform(Number),
        v.minValue(1),
        v.maxValue(SCAN_LOG_LIMIT_MAX),
      ),
      String(SCAN_LOG_LIMIT_DEFAULT),
    ),
    before: v.optional(IsoInstantSchema),
    beforeId: v.optional(v.pipe(v.string(), v.uuid())),
  }),
  v.forward(
    v.check((query) => query.beforeId === undefined || query.before !== undefined, 'beforeId needs before'),
    ['beforeId'],
  ),
);
export type ScanLogQuery = v.InferOutput<typeof ScanLogQuerySchema>;

/** One row of the log as read back. */
export const ScanLogItemSchema = v.object({
  id: v.string(),
  device: v.string(),
  /** As it was when the scan arrived. */
  username: v.string(),
  code: v.string(),
  source: v.picklist(SCAN_SOURCES),
  parsed: v.record(v.string(), v.unknown()),
  scannedAt: v.string(),
  receivedAt: v.string(),
});
export type ScanLogItem = v.InferOutput<typeof ScanLogItemSchema>;

/** `total` counts every row matching device and username, whatever the page. */
export const ScanLogListSchema = v.object({ items: v.array(ScanLogItemSchema), total: v.number() });
export type ScanLogList = v.InferOutput<typeof ScanLogListSchema>;
