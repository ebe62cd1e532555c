import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Before the screen renders, the record is in the query cache (a cached copy is used as is; otherwise
 * it is fetched once), so a deep link never paints an empty screen; the screen reads it with
 * `useSuspenseQuery` and the same options. A failure reaches the route's own error boundary, inside
 * the layout: the error screen, or the not-found screen for a 404 (RouteErrorPage). A thrown
 * `notFound()` would not do: from a loader it is caught by the parent layout, which it replaces whole.
 */
export async function ensureOrNotFound<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  await queryClient.ensureQueryData(options);
}

interface DetailLoaderArgs {
  context: { queryClient: QueryClient };
  /** Read loosely: a route typing its own params through the registered route tree makes the tree's type circular. */
  params: unknown;
}

/**
 * The `loader` of a detail route: `loader: detailLoader(accountQuery)` loads `accountQuery(params.id)`.
 * Returns nothing, for the same reason of circular route types.
 */
export function detailLoader<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  query: (id: string) => EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  param = 'id',
) {
  return ({ context, params }: DetailLoaderArgs): Promise<void> => {
    const value = (params as Record<string, string | undefined>)[param] ?? '';
    return ensureOrNotFound(context.queryClient, query(value));
  };
}
