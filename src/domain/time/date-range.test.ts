import { describe, expect, it } from 'vitest';
import { addDays, dayIn, dayRange, dayStart, instantAt, lastDays, today } from './date-range';

const hours = (range: { from?: string; to?: string }) => (Date.parse(range.to ?? '') - Date.parse(range.from ?? '')) / 3_600_000;

describe('date ranges in the user’s time zone', () => {
  it('starts a day at its local midnight', () => {
    expect(dayStart('2025-07-01', 'Europe/Madrid')).toBe('2025-06-30T22:00:00.000Z');
    expect(dayStart('2025-01-15', 'America/New_York')).toBe('2025-01-15T05:00:00.000Z');
    expect(dayStart('2025-01-15', 'UTC')).toBe('2025-01-15T00:00:00.000Z');
  });

  it('makes the spring DST day 23 hours and the autumn one 25, in Madrid and New York', () => {
    expect(dayRange({ from: '2025-03-30', to: '2025-03-30' }, 'Europe/Madrid')).toEqual({ from: '2025-03-29T23:00:00.000Z', to: '2025-03-30T22:00:00.000Z' });
    expect(hours(dayRange({ from: '2025-03-30', to: '2025-03-30' }, 'Europe/Madrid'))).toBe(23);
    expect(hours(dayRange({ from: '2025-10-26', to: '2025-10-26' }, 'Europe/Madrid'))).toBe(25);
    expect(dayRange({ from: '2025-03-09', to: '2025-03-09' }, 'America/New_York')).toEqual({ from: '2025-03-09T05:00:00.000Z', to: '2025-03-10T04:00:00.000Z' });
    expect(hours(dayRange({ from: '2025-11-02', to: '2025-11-02' }, 'America/New_York'))).toBe(25);
  });

  it('ends a range at the start of the day after its last day, and leaves absent or invalid ends open', () => {
    expect(dayRange({ from: '2025-03-29', to: '2025-03-31' }, 'Europe/Madrid')).toEqual({ from: '2025-03-28T23:00:00.000Z', to: '2025-03-31T22:00:00.000Z' });
    expect(dayRange({ to: '2025-12-31' }, 'UTC')).toEqual({ to: '2026-01-01T00:00:00.000Z' });
    expect(dayRange({ from: '2025-02-30', to: 'soon' }, 'UTC')).toEqual({});
    expect(dayRange({}, 'UTC')).toEqual({});
  });

  it('reads today and the last N days from the zone’s calendar, not the server’s', () => {
    const now = new Date('2025-03-30T22:30:00Z');
    expect(dayIn('Europe/Madrid', now)).toBe('2025-03-31');
    expect(dayIn('America/New_York', now)).toBe('2025-03-30');
    expect(today('Europe/Madrid', now)).toEqual({ from: '2025-03-30T22:00:00.000Z', to: '2025-03-31T22:00:00.000Z' });
    expect(lastDays(2, 'Europe/Madrid', now)).toEqual({ from: '2025-03-29T23:00:00.000Z', to: '2025-03-31T22:00:00.000Z' });
    expect(lastDays(7, 'America/New_York', now)).toEqual({ from: '2025-03-24T04:00:00.000Z', to: '2025-03-31T04:00:00.000Z' });
  });

  it('adds calendar days across month, year and DST changes', () => {
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('places a wall-clock time of a day in its zone, on daylight-saving days too', () => {
    expect(instantAt('2026-03-29', '16:30', 'Europe/Madrid').toISOString()).toBe('2026-03-29T14:30:00.000Z');
    expect(instantAt('2026-03-28', '16:30', 'Europe/Madrid').toISOString()).toBe('2026-03-28T15:30:00.000Z');
    expect(instantAt('2026-11-01', '00:15', 'America/New_York').toISOString()).toBe('2026-11-01T04:15:00.000Z');
  });
});
