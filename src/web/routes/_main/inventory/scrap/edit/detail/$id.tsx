import { createFileRoute, useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { scrapQuery } from '../../../../../../features/scrap/scrap-api';
import { ScrapDetailPage } from '../../../../../../features/scrap/scrap-detail-page';
import { detailLoader } from '../../../../../../lib/query/ensure-or-not-found';
import { guardPage } from '../../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/scrap/edit/detail/$id')({
  staticData: { page: 'scrap-edit-detail' },
  beforeLoad: guardPage('scrap-edit-detail'),
  loader: detailLoader(scrapQuery, 'id'),
  component: ScrapEditRoute,
});

function ScrapEditRoute(): ReactElement {
  // Read loosely, as useIdParam does: typing it through the route tree makes the tree's type circular.
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  return <ScrapDetailPage key={id} number={id} editing />;
}
