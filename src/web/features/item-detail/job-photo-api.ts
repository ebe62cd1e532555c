import { queryOptions } from '@tanstack/react-query';
import { apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';

/*
 * Apart from item-detail-api.ts, which every screen loads (offline/mutation-refreshes.ts takes the item's
 * query keys from it): only the item detail's history needs this, and it counts against each route's size.
 */
const jobPhotoKeys = entityKeys('job-photo');

/** One QC photo's bytes (ITEM_DETAIL_VIEW). A stored photo never changes, so it is read once while cached. */
export const jobPhotoQuery = (id: string) =>
  queryOptions({ queryKey: jobPhotoKeys.detail(id), queryFn: () => apiQuiet.download(`/job-center/photos/${id}`), staleTime: Number.POSITIVE_INFINITY });
