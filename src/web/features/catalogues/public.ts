/** What other features may use from catalogues (ADR 0018). */
export { CatalogueSelect } from './catalogue-select';
export { catalogueOptionsQuery } from './catalogues-api';
