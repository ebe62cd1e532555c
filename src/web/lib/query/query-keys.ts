/**
 * One query-key factory per entity (CONVENTIONS habit 3): loaders, components and mutations build
 * keys only through these, so an invalidation reaches exactly the queries it means.
 *
 *   export const brandKeys = entityKeys('brand');
 *   queryClient.invalidateQueries({ queryKey: brandKeys.lists() });
 */
export function entityKeys<const E extends string>(entity: E) {
  const all = [entity] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (filters: Readonly<Record<string, unknown>> = {}) => [...all, 'list', filters] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string | number) => [...all, 'detail', id] as const,
  };
}
