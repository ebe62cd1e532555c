import { RelabelLookupQuerySchema, RelabelLookupSchema, RelabelSearchQuerySchema, RelabelSearchSchema } from '../../../domain/inventory/relabel';
import { defineRoute, named } from '../registry';
import { relabelLookup, relabelSearch } from './relabel.handlers';

/** The relabel screen's calls; the relabels themselves arrive as outbox mutations (relabel.mutations). */
export const relabelRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/relabel/units',
    access: 'RELABEL_ACTION',
    tag: 'Relabel',
    summary: 'What a scanned code names for relabelling: a container\'s units, or a unit by WMS number, old label or serial (case-insensitive); 404 when nothing.',
    query: RelabelLookupQuerySchema,
    payload: named(RelabelLookupSchema, 'RelabelLookup'),
    errors: { 404: 'No unit or container has this code' },
    handler: relabelLookup,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/relabel/search',
    access: 'RELABEL_ACTION',
    tag: 'Relabel',
    summary: 'Up to 20 units whose WMS number or serial holds the text: for a label too damaged to scan.',
    query: RelabelSearchQuerySchema,
    payload: named(RelabelSearchSchema, 'RelabelSearch'),
    handler: relabelSearch,
  }),
];
