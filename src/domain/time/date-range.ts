/*
 * Calendar days a user picks (YYYY-MM-DD, in their time zone) turned into the instants an API filters
 * on. Day arithmetic is done on the calendar (in UTC, where every day has 24 hours) and only the final
 * midnight is placed in the zone, so a day of a DST change is 23 or 25 hours long as it should be.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A half-open span of instants (ISO strings): from inclusive, to exclusive; an absent end is open. */
export interface InstantRange {
  from?: string;
  to?: string;
}

const isDay = (day: string | undefined): day is string => day !== undefined && DAY.test(day) && dayjs.utc(day).format('YYYY-MM-DD') === day;

/** The calendar day `offset` days after `day`. */
export function addDays(day: string, offset: number): string {
  return dayjs.utc(day).add(offset, 'day').format('YYYY-MM-DD');
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function dayIn(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The instant a calendar day starts in `timeZone` (ISO, UTC); undefined for anything but a real day. */
export function dayStart(day: string | undefined, timeZone: string): string | undefined {
  return isDay(day) ? dayjs.tz(day, timeZone).toISOString() : undefined;
}

/** The days from `from` through `to` (both inclusive, either may be absent) as instants in `timeZone`. */
export function dayRange(days: { from?: string | undefined; to?: string | undefined }, timeZone: string): InstantRange {
  const from = dayStart(days.from, timeZone);
  const to = isDay(days.to) ? dayStart(addDays(days.to, 1), timeZone) : undefined;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** Today in `timeZone`, as instants. */
export function today(timeZone: string, now: Date): InstantRange {
  const day = dayIn(timeZone, now);
  return dayRange({ from: day, to: day }, timeZone);
}

/** The last `n` days in `timeZone`, today included, as instants. */
export function lastDays(n: number, timeZone: string, now: Date): InstantRange {
  const day = dayIn(timeZone, now);
  return dayRange({ from: addDays(day, 1 - Math.max(1, n)), to: day }, timeZone);
}

/** The instant a wall-clock time (HH:MM) of a calendar day is in `timeZone`, daylight-saving days included. */
export function instantAt(day: string, hhmm: string, timeZone: string): Date {
  return dayjs.tz(`${day}T${hhmm}:00`, timeZone).toDate();
}
