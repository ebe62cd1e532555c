import { CountingParamsSchema } from '../../../domain/counting/cycles';
import { CountingPackSchema } from '../../../domain/counting/pack';
import { defineRoute, named } from '../registry';
import { countingPack } from './pack.handlers';

const tag = 'Counting';

/** The count screens' own call; the entries themselves arrive as outbox mutations (count.mutations). */
export const countRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/counting/cycles/:countingId/pack',
    access: 'COUNTING_ITEMS',
    tag,
    summary:
      'What a handheld needs to count a cycle in progress offline: bins in walking order with rounds and recount tasks, every active SKU ' +
      'with barcodes, and (unless the cycle is blind) where each unit of the scope is expected. Entries then travel as counting.entry.record, ' +
      'counting.entry.void and counting.bin.close mutations.',
    params: CountingParamsSchema,
    payload: named(CountingPackSchema, 'CountingPack'),
    errors: { 409: 'The cycle is not in progress.', 404: 'No such cycle.' },
    handler: countingPack,
  }),
];
