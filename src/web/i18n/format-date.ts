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

/**
 * Formats an instant in the user's time zone (the browser's, the same one the TimeZone header
 * sends) with the active locale. Empty or invalid input gives ''.
 */
export function formatDate(value: ConfigType, format: string = DATETIME_FORMAT, timeZone: string = browserTimeZone()): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = dayjs(value);
  if (!instant.isValid()) return '';
  return instant.tz(timeZone).format(format);
}

export { dayjs };
