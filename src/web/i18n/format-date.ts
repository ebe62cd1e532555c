import { i18n } from '@lingui/core';
import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/es';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { browserTimeZone } from '../lib/time-zone';

/*
 * dayjs loads with the first screen that shows a date (not with the login page) and follows the
 * active Lingui locale from then on.
 */
dayjs.extend(utc);
dayjs.extend(timezone);

function followLocale() {
  dayjs.locale(i18n.locale === 'es' ? 'es' : 'en');
}
followLocale();
i18n.on('change', followLocale);

export const DATE_FORMAT = 'YYYY/MM/DD';
export const DATETIME_FORMAT = 'YYYY/MM/DD HH:mm';

/*
 * dayjs's tz() asks Intl for the zone's offset on every call, about half a millisecond on a handheld:
 * a list re-rendering fifty dates spent most of a scan station's frame there. Lists show the same
 * instants again and again, so each answer is kept, by everything it depends on, until the cache is full.
 */
const FORMATTED_LIMIT = 5000;
const formatted = new Map<string, string>();

/**
 * Formats an instant in the user's time zone (the browser's, the same one the TimeZone header
 * sends) with the active locale. Empty or invalid input gives ''.
 */
export function formatDate(value: ConfigType, format: string = DATETIME_FORMAT, timeZone: string = browserTimeZone()): string {
  if (value === null || value === undefined || value === '') return '';
  const key = typeof value === 'string' || typeof value === 'number' ? `${dayjs.locale()}\u0001${timeZone}\u0001${format}\u0001${value}` : null;
  const known = key === null ? undefined : formatted.get(key);
  if (known !== undefined) return known;
  const instant = dayjs(value);
  const text = instant.isValid() ? instant.tz(timeZone).format(format) : '';
  if (key !== null) {
    if (formatted.size >= FORMATTED_LIMIT) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

export { dayjs };
