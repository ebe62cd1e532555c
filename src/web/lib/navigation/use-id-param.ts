import { useParams } from '@tanstack/react-router';

/**
 * The `$id` of the current route. Read loosely: a route component typing its own params through
 * the registered route tree makes the tree's type circular.
 */
export function useIdParam(): string {
  const { id } = useParams({ strict: false }) as { id?: string };
  return id ?? '';
}
