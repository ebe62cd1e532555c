import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListPage } from '../../../domain/lists/list-query';
import type { Printer, PrinterFormValues, PrintResult } from '../../../domain/printing/printers';
import { api, apiQuiet } from '../../lib/api/clients';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { entityKeys } from '../../lib/query/query-keys';

export const printerKeys = entityKeys('printer');

/** The settings list (SETTING_MENU: active and inactive printers). */
export const printerListQuery = (search: ListSearch) =>
  queryOptions({
    queryKey: printerKeys.list(search),
    queryFn: () => apiQuiet.get<ListPage<Printer>>('/printers', { query: apiQueryOf(search) }),
    placeholderData: keepPreviousData,
  });

/** The printers a device may pick (the server answers the active ones to everybody). */
export const devicePrintersQuery = () =>
  queryOptions({
    queryKey: printerKeys.list({ device: true }),
    queryFn: () => apiQuiet.get<ListPage<Printer>>('/printers', { query: { active: 'yes', sort: 'name', pageSize: '100' } }),
  });

export const createPrinter = (body: PrinterFormValues) => api.post<Printer>('/printers', body);
export const updatePrinter = (id: string, body: PrinterFormValues) => api.put<Printer>(`/printers/${id}`, body);
export const deletePrinter = (id: string) => api.delete<null>(`/printers/${id}`);
export const printTestLabel = (id: string) => api.post<PrintResult>(`/printers/${id}/test`);
