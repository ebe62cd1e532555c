import { createFileRoute, useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { batchQuery } from '../../../../features/batches/batches-api';
import { BatchOverviewPage } from '../../../../features/batches/batch-overview-page';
import { detailLoader } from '../../../../lib/query/ensure-or-not-found';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/batch/$id')({
  staticData: { page: 'shipping-batch-overview' },
  beforeLoad: guardPage('shipping-batch-overview'),
  loader: detailLoader(batchQuery, 'id'),
  component: BatchOverviewRoute,
});

function BatchOverviewRoute(): ReactElement {
  // Read loosely, as useIdParam does: typing it through the route tree makes the tree's type circular.
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  return <BatchOverviewPage key={id} number={id} />;
}
