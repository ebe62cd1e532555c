import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LabelAnswer, Shipment, ShipmentDetail, ShipmentEdit } from '../../../domain/shipping/shipments';
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
export const buyShipmentLabel = (number: string, printerId: string | null) => api.post<LabelAnswer>(`${base}/${encodeURIComponent(number)}/label`, { printerId });
export const voidShipmentLabel = (number: string) => api.post<ShipmentDetail>(`${base}/${encodeURIComponent(number)}/void-label`);
