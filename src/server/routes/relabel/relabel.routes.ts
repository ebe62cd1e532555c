import { MovementPackQuerySchema, MovementPackSchema } from '../../../domain/inventory/movement';
import { RelabelLookupQuerySchema, RelabelLookupSchema, RelabelSearchQuerySchema, RelabelSearchSchema } from '../../../domain/inventory/relabel';
import { unitPack } from '../inventory-move/movement-pack.handlers';
import { defineRoute, named } from '../registry';
import { relabelLookup, relabelSearch } from './relabel.handlers';

/** The relabel screen's calls; the relabels themselves arrive as outbox mutations (relabel.mutations). */
export const relabelRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/relabel/pack',
    access: 'RELABEL_ACTION',
    tag: 'Relabel',
    summary:
      'The movement screen\'s download for relabelling offline: bins, containers, active SKUs, the newest received units and, with zoneId, ' +
      'those in the zone\'s bins, with their old labels. Relabels then travel as item.relabel mutations.',
    query: MovementPackQuerySchema,
    payload: named(MovementPackSchema, 'MovementPack'),
    handler: unitPack,
  }),
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
