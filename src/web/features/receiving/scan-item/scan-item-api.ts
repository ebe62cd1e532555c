import { queryOptions } from '@tanstack/react-query';
import type { ScanContext } from '../../../../domain/receiving/scan-context';
import type { SkuLookup } from '../../../../domain/skus/skus';
import { apiQuiet } from '../../../lib/api/clients';
import { entityKeys } from '../../../lib/query/query-keys';

export const scanContextKeys = entityKeys('receiving-scan-context');

/** Kept across reloads (persisted), so a handheld that loses the network keeps scanning. */
export const scanContextQuery = (number: string) =>
  queryOptions({
    queryKey: scanContextKeys.detail(number),
    queryFn: () => apiQuiet.get<ScanContext>(`/receiving/control-numbers/${encodeURIComponent(number)}/scan-context`),
    meta: { persist: true },
    staleTime: 0,
  });

/** Which SKUs of any client carry a barcode: tells "another client's SKU" from "unknown" when online. */
export const lookupBarcode = (barcode: string) => apiQuiet.get<SkuLookup>(`/skus/by-barcode/${encodeURIComponent(barcode)}`, { skipAuthEvents: true });
