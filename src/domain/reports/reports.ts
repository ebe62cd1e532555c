import * as v from 'valibot';
import { IdSchema } from '../lists/list-query';
import { DaySchema } from '../tracking/list-keys';

/*
 * Reports (issue 21, docs/decisions/0037-reports.md): each one a fixed query with filters in the URL,
 * answered as rows whose columns the catalogue below describes; the web draws the chart and the table
 * from the same rows, and the CSV streams them.
 */

export const REPORT_GROUPS = ['inventory', 'movements', 'receiving', 'shipping', 'counting', 'job-center', 'scrap', 'client-issues'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** How a cell reads: `label` cells hold a code the screen words by `labels` (a movement type, a scrap reason). */
export type ReportColumnType = 'text' | 'number' | 'percent' | 'day' | 'month' | 'label';

export interface ReportColumn {
  key: string;
  type: ReportColumnType;
  labels?: 'movement-type' | 'scrap-reason' | 'age-band';
}

/** Age since receipt, in days, as the stock-age report bands it: each band's first day, the last open-ended. */
export const AGE_BANDS = [
  { key: '0-30', from: 0 },
  { key: '31-90', from: 31 },
  { key: '91-180', from: 91 },
  { key: '181-365', from: 181 },
  { key: '366+', from: 366 },
] as const;

export interface ReportDefinition {
  group: ReportGroup;
  /** The filters the report takes, besides none: `day` is the one day the figures stand at (today by default). */
  filters: readonly ('range' | 'day' | 'client')[];
  columns: readonly ReportColumn[];
  /** The chart: the column along its axis and the numeric columns it draws. */
  chart: { kind: 'bar' | 'line'; category: string; series: readonly string[] };
}

/** A report of the stock at the end of a day (ADR 0038): the dimension's columns, then its units, charted by the first. */
function stockReport(category: string, ...more: string[]): ReportDefinition {
  return {
    group: 'inventory',
    filters: ['day', 'client'],
    columns: [...[category, ...more].map((key) => ({ key, type: 'text' as const })), { key: 'units', type: 'number' }],
    chart: { kind: 'bar', category, series: ['units'] },
  };
}

export const REPORTS = {
  'on-hand-by-client': {
    group: 'inventory',
    filters: [],
    columns: [
      { key: 'client', type: 'text' },
      { key: 'units', type: 'number' },
      { key: 'items', type: 'number' },
    ],
    chart: { kind: 'bar', category: 'client', series: ['units'] },
  },
  'stock-by-client': stockReport('client'),
  'stock-by-sku': stockReport('sku', 'description', 'client'),
  'stock-by-zone': stockReport('zone'),
  'stock-by-bin': stockReport('bin', 'zone'),
  'stock-by-lot': stockReport('lot', 'sku', 'client'),
  'stock-age': {
    group: 'inventory',
    filters: ['client'],
    columns: [
      { key: 'age', type: 'label', labels: 'age-band' },
      { key: 'units', type: 'number' },
      { key: 'items', type: 'number' },
    ],
    chart: { kind: 'bar', category: 'age', series: ['units'] },
  },
  'lots-by-expiry': {
    group: 'inventory',
    filters: ['client'],
    columns: [
      { key: 'expiry', type: 'day' },
      { key: 'lot', type: 'text' },
      { key: 'sku', type: 'text' },
      { key: 'client', type: 'text' },
      { key: 'units', type: 'number' },
      { key: 'daysLeft', type: 'number' },
    ],
    chart: { kind: 'bar', category: 'lot', series: ['units'] },
  },
  'movements-by-type': {
    group: 'movements',
    filters: ['range', 'client'],
    columns: [
      { key: 'type', type: 'label', labels: 'movement-type' },
      { key: 'movements', type: 'number' },
      { key: 'units', type: 'number' },
    ],
    chart: { kind: 'bar', category: 'type', series: ['movements'] },
  },
  'movements-per-day': {
    group: 'movements',
    filters: ['range', 'client'],
    columns: [
      { key: 'day', type: 'day' },
      { key: 'movements', type: 'number' },
      { key: 'units', type: 'number' },
    ],
    chart: { kind: 'line', category: 'day', series: ['movements'] },
  },
  'movements-by-user': {
    group: 'movements',
    filters: ['range', 'client'],
    columns: [
      { key: 'user', type: 'text' },
      { key: 'movements', type: 'number' },
      { key: 'units', type: 'number' },
    ],
    chart: { kind: 'bar', category: 'user', series: ['movements'] },
  },
  'received-per-day': {
    group: 'receiving',
    filters: ['range', 'client'],
    columns: [
      { key: 'day', type: 'day' },
      { key: 'units', type: 'number' },
      { key: 'items', type: 'number' },
    ],
    chart: { kind: 'line', category: 'day', series: ['units'] },
  },
  'dock-to-stock': {
    group: 'receiving',
    filters: ['range', 'client'],
    columns: [
      { key: 'day', type: 'day' },
      { key: 'client', type: 'text' },
      { key: 'units', type: 'number' },
      { key: 'items', type: 'number' },
      { key: 'medianHours', type: 'number' },
      { key: 'p90Hours', type: 'number' },
    ],
    chart: { kind: 'bar', category: 'day', series: ['medianHours', 'p90Hours'] },
  },
  'shipped-per-day': {
    group: 'shipping',
    filters: ['range', 'client'],
    columns: [
      { key: 'day', type: 'day' },
      { key: 'orders', type: 'number' },
      { key: 'units', type: 'number' },
      { key: 'onTime', type: 'number' },
      { key: 'late', type: 'number' },
    ],
    chart: { kind: 'bar', category: 'day', series: ['onTime', 'late'] },
  },
  'picks-packs-per-hour': {
    group: 'shipping',
    filters: ['range', 'client'],
    columns: [
      { key: 'user', type: 'text' },
      { key: 'picks', type: 'number' },
      { key: 'packs', type: 'number' },
      { key: 'hours', type: 'number' },
      { key: 'picksPerHour', type: 'number' },
      { key: 'packsPerHour', type: 'number' },
    ],
    chart: { kind: 'bar', category: 'user', series: ['picksPerHour', 'packsPerHour'] },
  },
  'pick-accuracy': {
    group: 'shipping',
    filters: ['range', 'client'],
    columns: [
      { key: 'day', type: 'day' },
      { key: 'picks', type: 'number' },
      { key: 'short', type: 'number' },
      { key: 'shortPer1000', type: 'number' },
    ],
    chart: { kind: 'line', category: 'day', series: ['shortPer1000'] },
  },
  'counting-accuracy': {
    group: 'counting',
    filters: ['range'],
    columns: [
      { key: 'cycle', type: 'text' },
      { key: 'day', type: 'day' },
      { key: 'bins', type: 'number' },
      { key: 'unitsExpected', type: 'number' },
      { key: 'discrepancies', type: 'number' },
      { key: 'binAccuracy', type: 'percent' },
      { key: 'unitAccuracy', type: 'percent' },
    ],
    chart: { kind: 'bar', category: 'cycle', series: ['unitAccuracy'] },
  },
  'counting-adjustments-by-sku': {
    group: 'counting',
    filters: ['range', 'client'],
    columns: [
      { key: 'sku', type: 'text' },
      { key: 'client', type: 'text' },
      { key: 'added', type: 'number' },
      { key: 'removed', type: 'number' },
      { key: 'net', type: 'number' },
    ],
    chart: { kind: 'bar', category: 'sku', series: ['added', 'removed'] },
  },
  'qc-pass-rate': {
    group: 'job-center',
    filters: ['range', 'client'],
    columns: [
      { key: 'month', type: 'month' },
      { key: 'passed', type: 'number' },
      { key: 'failed', type: 'number' },
      { key: 'passRate', type: 'percent' },
    ],
    chart: { kind: 'bar', category: 'month', series: ['passed', 'failed'] },
  },
  'qc-failures-by-error-code': {
    group: 'job-center',
    filters: ['range', 'client'],
    columns: [
      { key: 'code', type: 'text' },
      { key: 'name', type: 'text' },
      { key: 'failures', type: 'number' },
    ],
    chart: { kind: 'bar', category: 'code', series: ['failures'] },
  },
  'repair-turnaround': {
    group: 'job-center',
    filters: ['range', 'client'],
    columns: [
      { key: 'month', type: 'month' },
      { key: 'repairs', type: 'number' },
      { key: 'medianHours', type: 'number' },
      { key: 'p90Hours', type: 'number' },
    ],
    chart: { kind: 'bar', category: 'month', series: ['medianHours', 'p90Hours'] },
  },
  'scrap-per-month': {
    group: 'scrap',
    filters: ['range', 'client'],
    columns: [
      { key: 'month', type: 'month' },
      { key: 'lists', type: 'number' },
      { key: 'units', type: 'number' },
    ],
    chart: { kind: 'bar', category: 'month', series: ['units'] },
  },
  'scrap-by-reason': {
    group: 'scrap',
    filters: ['range', 'client'],
    columns: [
      { key: 'reason', type: 'label', labels: 'scrap-reason' },
      { key: 'lists', type: 'number' },
      { key: 'units', type: 'number' },
    ],
    chart: { kind: 'bar', category: 'reason', series: ['units'] },
  },
  'client-issues-per-month': {
    group: 'client-issues',
    filters: ['range', 'client'],
    columns: [
      { key: 'month', type: 'month' },
      { key: 'opened', type: 'number' },
      { key: 'resolved', type: 'number' },
      { key: 'medianHours', type: 'number' },
    ],
    chart: { kind: 'bar', category: 'month', series: ['opened', 'resolved'] },
  },
} as const satisfies Record<string, ReportDefinition>;

export type ReportId = keyof typeof REPORTS;
export const REPORT_IDS = Object.keys(REPORTS) as ReportId[];

export const ReportParamsSchema = v.object({ report: v.picklist(REPORT_IDS) });

/** A report's filters as in the URL: days in the user's time zone, both inclusive; `at` the day a stock report stands at. */
export const ReportQuerySchema = v.object({
  at: v.optional(DaySchema),
  from: v.optional(DaySchema),
  to: v.optional(DaySchema),
  clientId: v.optional(IdSchema),
});
export type ReportQuery = v.InferOutput<typeof ReportQuerySchema>;

export type ReportCell = string | number | null;

/** At most this many rows come back to the screen; the CSV carries them all. */
export const REPORT_SCREEN_ROWS = 2000;

export const ReportAnswerSchema = v.object({
  rows: v.array(v.record(v.string(), v.nullable(v.union([v.string(), v.number()])))),
  /** More rows matched than the screen shows: the CSV has them all. */
  truncated: v.boolean(),
});
export type ReportAnswer = v.InferOutput<typeof ReportAnswerSchema>;
