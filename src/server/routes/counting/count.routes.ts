import { CountingBinStatesSchema } from '../../../domain/counting/bin-states';
import { CountingParamsSchema } from '../../../domain/counting/cycles';
import { CountingPackSchema } from '../../../domain/counting/pack';
import { defineRoute, named } from '../registry';
import { countingBinStates } from './bin-states.handlers';
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
  defineRoute({
    method: 'get',
    path: '/v1/counting/cycles/:countingId/bin-states',
    access: 'COUNTING_ITEMS',
    tag,
    summary:
      "Where each bin of the cycle stands on the server, for counters' handhelds while online: its round, an open recount task, and the " +
      'counts of its current round (bin count id, user, device, closed at), so a device sees who holds or closed a bin before counting it.',
    params: CountingParamsSchema,
    payload: named(CountingBinStatesSchema, 'CountingBinStates'),
    errors: { 404: 'No such cycle.' },
    handler: countingBinStates,
  }),
];
