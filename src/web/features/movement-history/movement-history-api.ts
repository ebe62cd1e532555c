import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MovementHistoryPage } from '../../../domain/ledger/movement-history';
import { apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';

/** The ledger read as a list; nothing on this screen writes it, so nothing here invalidates. */
const movementKeys = entityKeys('movement');

export const movementHistoryQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: movementKeys.list(query),
    queryFn: () => apiQuiet.get<MovementHistoryPage>('/movements', { query }),
    // The page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
  });
