import { and, asc, eq, inArray } from 'drizzle-orm';
import { hasAnyPermission } from '../../../domain/permissions';
import { parseScan } from '../../../domain/scan/parse-scan';
import { gtinForms } from '../../../domain/skus/barcodes';
import { SKU_CATALOGUES } from '../../../domain/skus/skus';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { catalogueEntries } from '../../db/schema/master';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { findSkusByBarcodes } from './sku-rows';
import { clientChoices } from '../clients/client-rows';

/** Who may resolve a scan to SKUs: the receiving scan screen and the SKU master. */
const LOOKUP_PERMISSIONS = ['RECEIVING_DETAIL_SCAN', 'SKU_MANAGEMENT'] as const;

/**
 * The printed forms a scan may be stored as: every printing of its GTIN (also the one inside a GS1
 * string's AI 01), and the scan as it came for a client's own code.
 */
function candidatesOf(scan: string): { code: string; barcodes: string[] } {
  const parsed = parseScan(scan);
  const gtin = parsed.kind === 'gtin' ? parsed.code : parsed.kind === 'gs1' ? parsed.gtin : undefined;
  const raw = scan.trim();
  return gtin ? { code: gtin, barcodes: [...new Set([...gtinForms(gtin), raw])] } : { code: raw, barcodes: [raw] };
}

export async function lookupByBarcode(c: AppContext, _body: undefined, query: { clientId?: string | undefined }, { barcode }: { barcode: string }) {
  const auth = authOf(c);
  if (!hasAnyPermission(auth.grants, LOOKUP_PERMISSIONS)) throw new AppError(403, 'You do not have permission to do this.', { permission: LOOKUP_PERMISSIONS.join(' or ') });
  const { code, barcodes } = candidatesOf(barcode);
  const found = await findSkusByBarcodes(c.get('deps').db, auth.companyId, barcodes, query.clientId);
  return ok(c, { code, skus: found });
}

export async function skuOptions(c: AppContext) {
  const { db } = c.get('deps');
  const { companyId } = authOf(c);
  const entries = await db
    .select({ id: catalogueEntries.id, code: catalogueEntries.code, name: catalogueEntries.name, catalogue: catalogueEntries.catalogue, parentId: catalogueEntries.parentId })
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.companyId, companyId), eq(catalogueEntries.active, true), inArray(catalogueEntries.catalogue, Object.values(SKU_CATALOGUES))))
    .orderBy(asc(catalogueEntries.name));
  const activeClients = await clientChoices(db, companyId);
  const of = (catalogue: string) => entries.filter((e) => e.catalogue === catalogue).map(({ id, code: entryCode, name }) => ({ id, code: entryCode, name }));
  return ok(c, {
    clients: activeClients,
    brands: of(SKU_CATALOGUES.brand),
    models: entries.filter((e) => e.catalogue === SKU_CATALOGUES.model).map(({ id, code, name, parentId }) => ({ id, code, name, brandId: parentId })),
    skuTypes: of(SKU_CATALOGUES.skuType),
  });
}
