let cached: string | undefined;

/** Temporal where the browser has it (Chromium 144+); TypeScript's DOM library does not type it yet. */
interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * The device's IANA time zone: sent as the TimeZone header and used to show dates, read once per page
 * load (a device that changes zone picks the new one up at its next load).
 *
 * `Temporal.Now.timeZoneId()` answers in 0.1 ms. `Intl.DateTimeFormat()` loads the locale's calendar
 * data first: 36 ms on this machine, ~290 ms at Lighthouse's 4× slower CPU. It ran before the first
 * API request and was most of the home screen's start-up task (issue 22). It remains the fallback for
 * browsers without Temporal.
 */
export function browserTimeZone(): string {
  if (cached === undefined) {
    try {
      const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
      cached = temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      cached = 'UTC';
    }
    cached ||= 'UTC';
  }
  return cached;
}
