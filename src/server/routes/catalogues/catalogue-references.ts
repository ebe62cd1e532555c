import { eq } from 'drizzle-orm';
import type { CatalogueKey } from '../../../domain/catalogues/definitions';
import { catalogueEntries, skus } from '../../db/schema/master';
import { clientTrackings, controlNumbers } from '../../db/schema/receiving';
import type { Reference } from '../../lib/references';

/**
 * Where an entry of each catalogue may be used. Deleting an entry is refused while any of these points
 * at it; documents added later (job-center codes on items) append their columns here.
 */
export const CATALOGUE_REFERENCES: Record<CatalogueKey, readonly Reference[]> = {
  accessory: [],
  'source-type': [{ name: 'controlNumbers', table: controlNumbers, column: controlNumbers.sourceTypeId }],
  dealer: [{ name: 'controlNumbers', table: controlNumbers, column: controlNumbers.dealerId }],
  carrier: [
    { name: 'clientTrackings', table: clientTrackings, column: clientTrackings.carrierId },
    { name: 'controlNumbers', table: controlNumbers, column: controlNumbers.carrierId },
  ],
  model: [{ name: 'skus', table: skus, column: skus.modelId }],
  'sku-type': [{ name: 'skus', table: skus, column: skus.skuTypeId }],
  brand: [
    { name: 'models', table: catalogueEntries, column: catalogueEntries.parentId, where: eq(catalogueEntries.catalogue, 'model') },
    { name: 'skus', table: skus, column: skus.brandId },
  ],
  'error-code': [],
  'area-code': [],
  'repair-code': [],
};
