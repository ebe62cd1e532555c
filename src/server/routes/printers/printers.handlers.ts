import { type SQL, and, eq, sql } from 'drizzle-orm';
import { hasPermission } from '../../../domain/permissions';
import { type PrinterFormValues, type PrinterListQuery, TEST_LABEL_NUMBER } from '../../../domain/printing/printers';
import { wmsLabelZpl } from '../../../domain/printing/wms-label';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { printers } from '../../db/schema/receiving';
import { auditCaller } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { orderFor, pageOf, searchAny, totalOver } from '../../lib/list';
import { ok } from '../../lib/respond';
import { sendZpl } from '../../printing/send-raw';
import { findPrinter, printerColumns, toPrinter } from './printers.lookup';

type Id = { id: string };

const nameTaken = () =>
  new AppError(409, 'A printer with this name exists already.', { fields: [{ field: 'name', rule: 'unique', message: 'A printer with this name exists already.' }] });

async function existing(c: AppContext, id: string) {
  const printer = await findPrinter(c.get('deps').db, authOf(c).companyId, id);
  if (!printer) throw new AppError(404, 'No such printer.');
  return printer;
}

/** Devices pick from the active printers; the settings screen (SETTING_MENU) also sees inactive ones. */
export async function listPrinters(c: AppContext, _body: undefined, query: PrinterListQuery) {
  const { db } = c.get('deps');
  const auth = authOf(c);
  // A client's portal login has no printer to choose, and the hosts are the warehouse's own network.
  if (auth.clientId !== null) throw new AppError(403, 'Client accounts cannot use this.');
  const active = hasPermission(auth.grants, 'SETTING_MENU') ? query.active : 'yes';
  const where: SQL | undefined = and(
    eq(printers.companyId, auth.companyId),
    searchAny(query.q, [printers.name, printers.host]),
    active ? eq(printers.active, active === 'yes') : undefined,
  );
  const order = orderFor(query, { name: sql`lower(${printers.name})`, host: printers.host, active: printers.active, createdAt: printers.createdAt }, { sort: 'name', dir: 'asc' }, printers.id);
  const { limit, offset } = pageOf(query);
  const rows = await db.select({ ...printerColumns, total: totalOver }).from(printers).where(where).orderBy(...order).limit(limit).offset(offset);
  const total = rows[0]?.total ?? (query.page > 1 ? ((await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(printers).where(where))[0]?.n ?? 0) : 0);
  return ok(c, { items: rows.map(({ total: _total, ...row }) => toPrinter(row)), total, page: query.page, pageSize: query.pageSize });
}

export async function createPrinter(c: AppContext, body: PrinterFormValues) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const id = await deps.db
    .transaction(async (tx) => {
      const [row] = await tx.insert(printers).values({ companyId: auth.companyId, ...body, createdAt: deps.now(), updatedAt: deps.now() }).returning({ id: printers.id });
      if (!row) throw new Error('insert returned no row');
      await auditCaller(c, { action: 'printer.create', entity: 'printer', entityId: row.id, detail: { ...body } }, tx);
      return row.id;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken() : error;
    });
  return ok(c, await findPrinter(deps.db, auth.companyId, id));
}

export async function updatePrinter(c: AppContext, body: PrinterFormValues, _query: undefined, { id }: Id) {
  const deps = c.get('deps');
  const before = await existing(c, id);
  await deps.db
    .transaction(async (tx) => {
      await tx.update(printers).set({ ...body, updatedAt: deps.now() }).where(eq(printers.id, id));
      const fields = ['name', 'host', 'port', 'labelSize', 'dpi', 'active'] as const;
      const changes = Object.fromEntries(fields.filter((f) => before[f] !== body[f]).map((f) => [f, { from: before[f], to: body[f] }]));
      await auditCaller(c, { action: 'printer.update', entity: 'printer', entityId: id, detail: { name: body.name, changes } }, tx);
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken() : error;
    });
  return ok(c, await findPrinter(deps.db, authOf(c).companyId, id));
}

/** Nothing refers to a printer (devices keep their choice locally), so it can always go. */
export async function deletePrinter(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  const printer = await existing(c, id);
  await c.get('deps').db.transaction(async (tx) => {
    await tx.delete(printers).where(eq(printers.id, id));
    await auditCaller(c, { action: 'printer.delete', entity: 'printer', entityId: id, detail: { name: printer.name, host: printer.host, port: printer.port } }, tx);
  });
  return ok(c, null);
}

/** Prints one test label at the printer's size and resolution; answers whether the printer took it (200 either way). */
export async function testPrinter(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  const printer = await existing(c, id);
  const label = { wmsNumber: TEST_LABEL_NUMBER, skuCode: 'TEST', description: printer.name, serial: null, quantity: 1, lotNumber: null };
  const result = await sendZpl(printer.host, printer.port, wmsLabelZpl([label], printer.labelSize, printer.dpi));
  await auditCaller(c, { action: 'printer.test', entity: 'printer', entityId: id, detail: { name: printer.name, ...result } });
  return ok(c, result);
}
