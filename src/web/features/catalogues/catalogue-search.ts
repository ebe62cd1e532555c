import { CATALOGUE_SORTS } from '../../../domain/catalogues/definitions';
import { type ListSearch, listSearch } from '../../lib/navigation/list-search';

/*
 * Apart from the screen: route files keep their search validation in the first bundle, so what they
 * import there must stay light (no Ionic, no screens).
 */
export type CatalogueSearch = ListSearch<(typeof CATALOGUE_SORTS)[number], 'active' | 'parent'>;

/** `validateSearch` of every catalogue route. */
export const catalogueSearch = listSearch(CATALOGUE_SORTS, ['active', 'parent']);
