import { ClientPingSchema } from '../../../domain/clients/api-keys';
import { apiKeyOf } from '../../auth/access';
import { ok } from '../../lib/respond';
import { defineRoute } from '../registry';

/** The API for clients' own systems, authenticated by API key (`Authorization: ApiKey <key>` or `X-Api-Key`). */
export const clientApiRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/client-api/ping',
    access: 'api-key',
    tag: 'Client API',
    summary: 'Answers the code of the client whose key was sent: proves a key works (401 for an unknown or revoked key).',
    payload: ClientPingSchema,
    handler: async (c) => ok(c, { client: apiKeyOf(c).clientCode }),
  }),
];
