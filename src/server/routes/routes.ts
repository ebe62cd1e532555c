import { authRoutes } from './auth/auth.routes';
import { companyRoutes } from './company/company.routes';
import type { ApiRoute } from './registry';

/** Every API route; the app mounts these, the OpenAPI document lists them, and the API tests walk them. */
export const apiRoutes: readonly ApiRoute[] = [...authRoutes, ...companyRoutes];
