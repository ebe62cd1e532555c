import { and, eq } from 'drizzle-orm';
import { type LabelSize, type PrinterDpi, isLabelSize } from '../../../domain/printing/label-sizes';
import type { Printer } from '../../../domain/printing/printers';
import type { Database } from '../../db/client';
import { printers } from '../../db/schema/receiving';

const columns = {
  id: printers.id,
  name: printers.name,
  host: printers.host,
  port: printers.port,
  labelSize: printers.labelSize,
  dpi: printers.dpi,
  active: printers.active,
  createdAt: printers.createdAt,
  updatedAt: printers.updatedAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

/** Rows are written through PrinterFormSchema; these fall-backs only guard against hand-edited ones. */
const sizeOf = (value: string): LabelSize => (isLabelSize(value) ? value : '2x1in');
const dpiOf = (value: number): PrinterDpi => (value === 300 ? 300 : 203);

export const toPrinter = (row: Row): Printer => ({
  ...row,
  labelSize: sizeOf(row.labelSize),
  dpi: dpiOf(row.dpi),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const printerColumns = columns;

export async function findPrinter(db: Database, companyId: string, id: string): Promise<Printer | null> {
  const [row] = await db.select(columns).from(printers).where(and(eq(printers.companyId, companyId), eq(printers.id, id))).limit(1);
  return row ? toPrinter(row) : null;
}
