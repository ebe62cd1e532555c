import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LabelAnswer, LabelPrintChoice, RatesAnswer, Shipment, ShipmentDetail, ShipmentEdit } from '../../../domain/shipping/shipments';
import type { ListPage } from '../../../domain/lists/list-query';
import { api, apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';

export const shipmentKeys = entityKeys('shipment');
const base = '/shipping/shipments';

export const shipmentListQuery = (query: Record<string, string>) =>
  queryOptions({ queryKey: shipmentKeys.list(query), queryFn: () => apiQuiet.get<ListPage<Shipment>>(base, { query }), placeholderData: keepPreviousData });
export const shipmentQuery = (number: string) => queryOptions({ queryKey: shipmentKeys.detail(number), queryFn: () => api.get<ShipmentDetail>(`${base}/${encodeURIComponent(number)}`) });

export const saveShipment = (number: string, body: ShipmentEdit) => api.put<ShipmentDetail>(`${base}/${encodeURIComponent(number)}`, body);
export const combineShipments = (numbers: string[]) => api.post<ShipmentDetail>(`${base}/combine`, { numbers });
/**
 * The carrier's rates as the shipment stands. Each asking may cost the carrier a call, so they are kept
 * until the shipment changes (its save invalidates everything under the shipment's key) or five minutes
 * pass. Quiet: the screen says it is asking, the page stays usable meanwhile.
 */
export const shipmentRatesQuery = (number: string) =>
  queryOptions({
    queryKey: [...shipmentKeys.detail(number), 'rates'],
    queryFn: () => apiQuiet.get<RatesAnswer>(`${base}/${encodeURIComponent(number)}/rates`),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** `service` left out buys the service the shipment has. */
export const buyShipmentLabel = (number: string, body: Partial<LabelPrintChoice> & Pick<LabelPrintChoice, 'printerId'>) => api.post<LabelAnswer>(`${base}/${encodeURIComponent(number)}/label`, body);
export const voidShipmentLabel = (number: string) => api.post<ShipmentDetail>(`${base}/${encodeURIComponent(number)}/void-label`);
