import * as v from 'valibot';
import { JOB_DESTINATIONS } from '../job-center/job-types';
import { OptionalCountryCodeSchema } from '../shipping/customs';

/**
 * The system config (`/setting/system`): every key the product reads, its type, bounds and default.
 * Stored per company as JSON; a key never saved reads as its default. The form, the API validator and
 * the readers on the server all use these definitions.
 */

const minutes = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

export const SECOND_FACTOR_POLICIES = ['optional', 'required-for-admins', 'required-for-all'] as const;

export const SYSTEM_CONFIG_GROUPS = ['general', 'sessions', 'security', 'accounts', 'scanner', 'shipping', 'jobCenter'] as const;
export type SystemConfigGroup = (typeof SYSTEM_CONFIG_GROUPS)[number];

interface Definition<S extends v.GenericSchema> {
  group: SystemConfigGroup;
  schema: S;
  default: v.InferOutput<S>;
}

const define = <S extends v.GenericSchema>(group: SystemConfigGroup, schema: S, fallback: v.InferOutput<S>): Definition<S> => ({
  group,
  schema,
  default: fallback,
});

/** An http(s) origin without path, query or fragment: `https://wms.example.com` (a trailing slash is dropped). */
export function isAppOrigin(value: string): boolean {
  return /^https?:\/\/[^/?#\s@]+\/?$/.test(value);
}

export const SYSTEM_CONFIG = {
  /** The company's zone: dates on documents and reports are in it unless the user's own zone is sent. */
  'general.timeZone': define(
    'general',
    v.pipe(v.string(), v.nonEmpty(), v.maxLength(64), v.check((zone) => isTimeZone(zone), 'Unknown time zone')),
    'UTC',
  ),
  /**
   * The address users open, for the links in mails (invitations, password resets). Empty: the server's
   * APP_URL. Never taken from a request, whose Host header a sender can forge.
   */
  'general.appUrl': define(
    'general',
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(200),
      v.check((url) => url === '' || isAppOrigin(url), 'An http(s) address without a path, e.g. https://wms.example.com'),
      v.transform((url) => url.replace(/\/$/, '')),
    ),
    '',
  ),
  'sessions.idleMinutes': define('sessions', minutes(5, 7 * 24 * 60), 12 * 60),
  'sessions.maxDays': define('sessions', minutes(1, 90), 7),
  'security.secondFactor': define('security', v.picklist(SECOND_FACTOR_POLICIES), 'optional'),
  'accounts.invitationHours': define('accounts', minutes(1, 30 * 24), 72),
  'accounts.resetMinutes': define('accounts', minutes(5, 24 * 60), 60),
  'scanner.maxInterKeyMs': define('scanner', minutes(5, 200), 35),
  'scanner.minLength': define('scanner', minutes(1, 50), 4),
  'scanner.duplicateWindowMs': define('scanner', minutes(0, 600_000), 3_000),
  /**
   * The company's GS1 company prefix, the middle of every carton's SSCC. The default is the one GS1's own
   * examples use: labels print and scan, but a company shipping to retailers must enter its own.
   */
  'shipping.gs1CompanyPrefix': define('shipping', v.pipe(v.string(), v.trim(), v.regex(/^\d{6,12}$/, 'A GS1 company prefix is 6 to 12 digits')), '0614141'),
  /** The SSCC's extension digit (0–9), free for the company to use, e.g. one per site. */
  'shipping.ssccExtension': define('shipping', minutes(0, 9), 0),
  /**
   * The country the warehouse ships from (ISO 3166-1 alpha-2): a shipment to another country goes with
   * customs lines. Empty until the company enters it, and then no customs are sent (ADR 0030).
   */
  'shipping.originCountry': define('shipping', OptionalCountryCodeSchema, ''),
  /*
   * The job center's routing (issue 20, ADR 0035): where each result sends a unit. An error code may ask
   * a QC fail for more (its catalogue entry's "On QC fail"), never for less.
   */
  'jobCenter.qcPass': define('jobCenter', v.picklist(JOB_DESTINATIONS.filter((d) => d !== 'qc')), 'available'),
  'jobCenter.qcFail': define('jobCenter', v.picklist(JOB_DESTINATIONS.filter((d) => d !== 'qc')), 'repair'),
  'jobCenter.repairDone': define('jobCenter', v.picklist(JOB_DESTINATIONS.filter((d) => d !== 'repair')), 'qc'),
  'jobCenter.cleanDone': define('jobCenter', v.picklist(JOB_DESTINATIONS.filter((d) => d !== 'clean')), 'available'),
} as const;

export type SystemConfigKey = keyof typeof SYSTEM_CONFIG;
export type SystemConfigValues = { [K in SystemConfigKey]: v.InferOutput<(typeof SYSTEM_CONFIG)[K]['schema']> };

export const SYSTEM_CONFIG_KEYS = Object.keys(SYSTEM_CONFIG) as SystemConfigKey[];

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The whole config as one object schema: what GET answers and what the form edits. */
export const SystemConfigSchema = v.object(
  Object.fromEntries(SYSTEM_CONFIG_KEYS.map((key) => [key, SYSTEM_CONFIG[key].schema])) as { [K in SystemConfigKey]: (typeof SYSTEM_CONFIG)[K]['schema'] },
);

/** A save: every key optional, only those sent change. */
export const SystemConfigUpdateSchema = v.partial(SystemConfigSchema);

/** What a handheld without saved settings of its own starts from (GET /v1/settings/scanner-defaults). */
export const ScannerDefaultsSchema = v.object({
  maxInterKeyMs: SYSTEM_CONFIG['scanner.maxInterKeyMs'].schema,
  minLength: SYSTEM_CONFIG['scanner.minLength'].schema,
  duplicateWindowMs: SYSTEM_CONFIG['scanner.duplicateWindowMs'].schema,
});
export type ScannerDefaults = v.InferOutput<typeof ScannerDefaultsSchema>;

export function systemConfigDefaults(): SystemConfigValues {
  return Object.fromEntries(SYSTEM_CONFIG_KEYS.map((key) => [key, SYSTEM_CONFIG[key].default])) as SystemConfigValues;
}

/**
 * The config as a form holds it: `general.timeZone` as `{ general: { timeZone } }`, because
 * react-hook-form reads dots in field names as nesting. Built from the same definitions; a server field
 * error on `general.timeZone` lands on the same path.
 */
export type SystemConfigForm = Record<string, Record<string, unknown>>;

export const SystemConfigFormSchema = v.object(
  Object.fromEntries(
    [...new Set(SYSTEM_CONFIG_KEYS.map((key) => key.split('.')[0]!))].map((head) => [
      head,
      v.object(Object.fromEntries(SYSTEM_CONFIG_KEYS.filter((key) => key.startsWith(`${head}.`)).map((key) => [key.slice(head.length + 1), SYSTEM_CONFIG[key].schema]))),
    ]),
  ),
) as v.GenericSchema<SystemConfigForm>;

export function nestSystemConfig(values: SystemConfigValues): SystemConfigForm {
  const form: SystemConfigForm = {};
  for (const key of SYSTEM_CONFIG_KEYS) {
    const [head, rest] = key.split('.') as [string, string];
    (form[head] ??= {})[rest] = values[key];
  }
  return form;
}

export function flattenSystemConfig(form: SystemConfigForm): SystemConfigValues {
  return Object.fromEntries(SYSTEM_CONFIG_KEYS.map((key) => [key, form[key.split('.')[0]!]?.[key.split('.')[1]!]])) as SystemConfigValues;
}
