import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dayIn } from '../time/date-range';
import { trackingState } from './client-tracking';
import { DaySchema } from './list-keys';
import { reportOrder, type TrackingReportRow } from './tracking-report';

const row = (day: string, code: string, overdue: number): TrackingReportRow => ({ day, client: { id: code, code, name: code }, expected: 1, arrived: 0, received: 0, overdue });

describe('tracking report order', () => {
  it('puts overdue rows first, oldest first, then the others newest first, then by client', () => {
    const rows = [row('2030-05-12', 'B', 0), row('2030-05-09', 'A', 1), row('2030-05-12', 'A', 0), row('2030-05-07', 'C', 2), row('2030-05-10', 'A', 0)];
    expect(rows.sort(reportOrder).map((r) => `${r.day} ${r.client.code}`)).toEqual(['2030-05-07 C', '2030-05-09 A', '2030-05-12 A', '2030-05-12 B', '2030-05-10 A']);
  });
});

describe('tracking state', () => {
  it('is one of four on a given day', () => {
    expect(trackingState({ unexpected: true, arrivedAt: new Date(), expectedOn: null }, '2030-05-10')).toBe('unexpected');
    expect(trackingState({ unexpected: false, arrivedAt: new Date(), expectedOn: '2030-05-01' }, '2030-05-10')).toBe('arrived');
    expect(trackingState({ unexpected: false, arrivedAt: null, expectedOn: '2030-05-09' }, '2030-05-10')).toBe('overdue');
    expect(trackingState({ unexpected: false, arrivedAt: null, expectedOn: '2030-05-10' }, '2030-05-10')).toBe('expected');
    expect(trackingState({ unexpected: false, arrivedAt: null, expectedOn: null }, '2030-05-10')).toBe('expected');
  });

  it('takes the day in the company zone and refuses days that do not exist', () => {
    expect(dayIn('America/New_York', new Date('2030-05-11T03:59:00Z'))).toBe('2030-05-10');
    expect(dayIn('Europe/Madrid', new Date('2030-05-10T22:30:00Z'))).toBe('2030-05-11');
    expect(v.is(DaySchema, '2028-02-29')).toBe(true);
    expect(v.is(DaySchema, '2030-02-29')).toBe(false);
  });
});
