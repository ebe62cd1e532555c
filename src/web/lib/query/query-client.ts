import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

/** A 4xx answer will not change on retry; network and server failures may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status !== null && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Reference data (catalogues, settings) changes rarely; handhelds may be offline.
      queries: { staleTime: 60_000, retry: shouldRetry, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}

let client: QueryClient | null = null;

/** The app's one QueryClient, created with the first signed-in screen (not on the login page). */
export function getQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}
