let cached: string | undefined;

/**
 * The device's IANA time zone: sent as the TimeZone header and used to show dates. Building an Intl.DateTimeFormat costs more than the rest of an API
 * request's preparation (it led the home screen's profile), so it is read once per page load; a
 * device that changes zone picks the new one up at its next load.
 */
export function browserTimeZone(): string {
  if (cached === undefined) {
    try {
      cached = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      cached = 'UTC';
    }
  }
  return cached;
}
