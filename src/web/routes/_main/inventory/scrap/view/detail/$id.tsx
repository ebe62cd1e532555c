import { createFileRoute, useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { scrapQuery } from '../../../../../../features/scrap/scrap-api';
import { ScrapDetailPage } from '../../../../../../features/scrap/scrap-detail-page';
import { detailLoader } from '../../../../../../lib/query/ensure-or-not-found';
import { guardPage } from '../../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/scrap/view/detail/$id')({
  staticData: { page: 'scrap-view-detail' },
  beforeLoad: guardPage('scrap-view-detail'),
  loader: detailLoader(scrapQuery, 'id'),
  component: ScrapViewRoute,
});

function ScrapViewRoute(): ReactElement {
  // Read loosely, as useIdParam does: typing it through the route tree makes the tree's type circular.
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  return <ScrapDetailPage key={id} number={id} editing={false} />;
}
