import { ApiKeyCreatedSchema, ApiKeyFormSchema, ApiKeyListSchema, ApiKeyParamsSchema, ApiKeySchema } from '../../../domain/clients/api-keys';
import { IdParamSchema } from '../../../domain/lists/list-query';
import { defineRoute, named } from '../registry';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.handlers';

const tag = 'Client API keys';
const apiKey = named(ApiKeySchema, 'ApiKey');
// The spec names CLIENT_API_MANAGEMENT for API keys; it is checked alone, without CLIENT_MANAGEMENT.
const access = 'CLIENT_API_MANAGEMENT';

export const apiKeyRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/clients/:id/api-keys',
    access,
    tag,
    summary: 'The client’s API keys, newest first: name, prefix, creator, last use, revocation. Never the key.',
    params: IdParamSchema,
    payload: ApiKeyListSchema,
    handler: listApiKeys,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/clients/:id/api-keys',
    access,
    tag,
    summary: 'Creates an API key. The answer carries the key, once: only its SHA-256 digest and prefix are stored.',
    params: IdParamSchema,
    body: ApiKeyFormSchema,
    payload: named(ApiKeyCreatedSchema, 'ApiKeyCreated'),
    handler: createApiKey,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/clients/:id/api-keys/:keyId/revoke',
    access,
    tag,
    summary: 'Revokes an API key: requests with it answer 401 from now on.',
    params: ApiKeyParamsSchema,
    payload: apiKey,
    errors: { 409: 'The key is revoked already' },
    handler: revokeApiKey,
  }),
];
