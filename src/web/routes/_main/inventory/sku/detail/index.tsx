import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { SkuScreen } from '../../../../../features/skus/sku-screen';
import { skuQuery } from '../../../../../features/skus/skus-api';
import { guardPage } from '../../../../../lib/navigation/guard';
import { optionalString } from '../../../../../lib/navigation/search';
import { ensureOrNotFound } from '../../../../../lib/query/ensure-or-not-found';

export const Route = createFileRoute('/_main/inventory/sku/detail/')({
  // id: a SKU's id, or `new` for the create form; edit=1: the edit form.
  validateSearch: (search: Record<string, unknown>): { id?: string; edit?: string } => ({ ...optionalString(search, 'id'), ...optionalString(search, 'edit') }),
  staticData: { page: 'sku-detail' },
  beforeLoad: guardPage('sku-detail'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    const { id } = deps as { id?: string };
    if (id && id !== 'new') await ensureOrNotFound(context.queryClient, skuQuery(id));
  },
  component: SkuDetailRoute,
});

function SkuDetailRoute(): ReactElement {
  const { id, edit } = Route.useSearch();
  return <SkuScreen id={id} edit={edit} />;
}
