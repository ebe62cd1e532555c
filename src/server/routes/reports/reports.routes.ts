import * as v from 'valibot';
import { REPORTS, REPORT_IDS, REPORT_SCREEN_ROWS, type ReportId, ReportAnswerSchema, type ReportQuery, ReportParamsSchema, ReportQuerySchema } from '../../../domain/reports/reports';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { clientChoices } from '../clients/client-rows';
import { csvStreamResponse } from '../../lib/list';
import { ok } from '../../lib/respond';
import { defineRoute, named } from '../registry';
import { type ReportContext, allReportRows, reportRows } from './report-queries';

const contextOf = (c: AppContext): ReportContext => ({ companyId: authOf(c).companyId, timeZone: authOf(c).timeZone, now: c.get('deps').now() });

async function reportHandler(c: AppContext, _body: undefined, query: ReportQuery, { report }: { report: ReportId }) {
  const rows = await reportRows(c.get('deps').db, report, contextOf(c), query, REPORT_SCREEN_ROWS + 1);
  return ok(c, { rows: rows.slice(0, REPORT_SCREEN_ROWS), truncated: rows.length > REPORT_SCREEN_ROWS });
}

function reportCsvHandler(c: AppContext, _body: undefined, query: ReportQuery, { report }: { report: ReportId }) {
  const columns = REPORTS[report].columns.map((column) => column.key);
  async function* batches() {
    for await (const rows of allReportRows(c.get('deps').db, report, contextOf(c), query)) yield rows.map((row) => columns.map((key) => row[key] ?? ''));
  }
  return Promise.resolve(csvStreamResponse(c, `${report}.csv`, columns, batches()));
}

const filters =
  'from and to are days in the caller\'s time zone (TimeZone header, else the company\'s), both inclusive; at is the day a stock report stands at, the warehouse\'s (the company\'s time zone), today by default; clientId narrows to one client where the report takes it.';

async function optionsHandler(c: AppContext) {
  return ok(c, { clients: await clientChoices(c.get('deps').db, authOf(c).companyId, { by: 'name' }) });
}

export const reportRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/report-options',
    access: 'REPORT',
    tag: 'Reports',
    summary: 'What the reports\' filters offer: the active clients.',
    payload: v.object({ clients: v.array(v.object({ id: v.string(), name: v.string() })) }),
    handler: optionsHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/reports/:report',
    access: 'REPORT',
    tag: 'Reports',
    summary: `One report's rows (at most ${REPORT_SCREEN_ROWS}; truncated says more matched): ${REPORT_IDS.join(', ')}. ${filters}`,
    params: ReportParamsSchema,
    query: ReportQuerySchema,
    payload: named(ReportAnswerSchema, 'ReportAnswer'),
    handler: reportHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/reports/:report/csv',
    access: 'REPORT',
    tag: 'Reports',
    summary: `Every row of the report as CSV, streamed a page at a time. ${filters}`,
    params: ReportParamsSchema,
    query: ReportQuerySchema,
    payload: v.string(),
    handler: reportCsvHandler,
  }),
];
