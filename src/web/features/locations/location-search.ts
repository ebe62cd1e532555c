import type { ListSearch } from '../../lib/navigation/list-search';

/*
 * Apart from the screen: the route's search validation is in the first bundle, so it must not import
 * the panels (Ionic, tables).
 */

/** Sort keys of the three lists of the screen (one URL serves them). */
export const LOCATION_SORTS = ['code', 'zone', 'pickSequence', 'containers', 'type', 'bin', 'createdAt', 'name', 'bins'] as const;
export const LOCATION_FILTERS = ['tab', 'zone', 'blocked', 'active', 'type', 'placed'] as const;
export type LocationSearch = ListSearch<(typeof LOCATION_SORTS)[number], (typeof LOCATION_FILTERS)[number]>;
