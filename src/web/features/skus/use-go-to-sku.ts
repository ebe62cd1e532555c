import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PAGES } from '../../lib/navigation/pages';

/** Opens the SKU detail route, whose record is a search param (`?id=`), in view or edit mode. */
export function useGoToSku() {
  const router = useRouter();
  return useCallback(
    (id: string, options: { edit?: boolean; replace?: boolean } = {}) =>
      router.navigate({ to: PAGES['sku-detail'].path, search: { id, edit: options.edit ? '1' : undefined }, replace: options.replace } as never),
    [router],
  );
}
