import { accountTokenRoutes } from './accounts/account-tokens.routes';
import { authRoutes } from './auth/auth.routes';
import { companyRoutes } from './company/company.routes';
import { mutationKinds } from './mutation-kinds';
import type { ApiRoute } from './registry';
import { scanLogRoutes } from './scan-log/scan-log.routes';
import { syncRoutes } from './sync/sync.routes';

/** Every API route; the app mounts these, the OpenAPI document lists them, and the API tests walk them. */
export const apiRoutes: readonly ApiRoute[] = [...authRoutes, ...accountTokenRoutes, ...companyRoutes, ...syncRoutes(mutationKinds), ...scanLogRoutes];
