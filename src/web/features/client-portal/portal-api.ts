import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClientStock, PortalOrder } from '../../../domain/clients/client-stock';
import type { ListPage } from '../../../domain/lists/list-query';
import { apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';

const portalKeys = entityKeys('client-portal');

export const clientStockQuery = (clientId: string | undefined) =>
  queryOptions({ queryKey: portalKeys.detail(`stock:${clientId ?? ''}`), queryFn: () => apiQuiet.get<ClientStock>('/portal/stock', { query: clientId ? { clientId } : {} }) });

export const portalOrdersQuery = (query: Record<string, string>) =>
  queryOptions({ queryKey: portalKeys.list(query), queryFn: () => apiQuiet.get<ListPage<PortalOrder>>('/portal/orders', { query }), placeholderData: keepPreviousData });
