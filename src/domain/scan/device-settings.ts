import * as v from 'valibot';

/** What a handheld remembers for itself (IndexedDB), edited on the /scanner page. */
export const DeviceSettingsSchema = v.pipe(
  v.object({
    deviceName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120)),
    input: v.picklist(['wedge', 'camera']),
    maxInterKeyMs: v.pipe(v.number(), v.integer(), v.minValue(5), v.maxValue(200)),
    minLength: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
    prefix: v.pipe(v.string(), v.maxLength(10), v.regex(/^[\x21-\x7e]*$/)),
    suffix: v.pipe(v.string(), v.maxLength(10), v.regex(/^[\x21-\x7e]*$/)),
    /** The printable character the scanner sends instead of GS (GS1 field separator); '' when it sends GS. */
    groupSeparator: v.pipe(v.string(), v.regex(/^[\x21-\x7e]?$/)),
    duplicateWindowMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600_000)),
    volume: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    vibrate: v.boolean(),
  }),
  // The wedge reads the substitute as GS wherever it appears, so it cannot also mark a scan's start or end.
  v.forward(
    v.check(({ groupSeparator: gs, prefix, suffix }) => gs === '' || !(prefix + suffix).includes(gs), 'The GS substitute is also in the prefix or suffix'),
    ['groupSeparator'],
  ),
);
export type DeviceSettings = v.InferOutput<typeof DeviceSettingsSchema>;

export const DEFAULT_DEVICE_SETTINGS: Omit<DeviceSettings, 'deviceName'> = {
  input: 'wedge',
  maxInterKeyMs: 35,
  minLength: 4,
  prefix: '',
  suffix: '',
  groupSeparator: '',
  duplicateWindowMs: 3_000,
  volume: 0.4,
  vibrate: true,
};
