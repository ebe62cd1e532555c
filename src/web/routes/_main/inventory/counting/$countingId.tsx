import { createFileRoute, useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { CyclePage } from '../../../../features/counting/cycle-page/cycle-page';
import { progressQuery } from '../../../../features/counting/cycle-page/cycle-api';
import { detailLoader } from '../../../../lib/query/ensure-or-not-found';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/counting/$countingId')({
  staticData: { page: 'counting-detail' },
  beforeLoad: guardPage('counting-detail'),
  loader: detailLoader(progressQuery, 'countingId'),
  component: CountingCycleRoute,
});

function CountingCycleRoute(): ReactElement {
  // Read loosely, as useIdParam does: typing it through the route tree makes the tree's type circular.
  const { countingId = '' } = useParams({ strict: false }) as { countingId?: string };
  return <CyclePage key={countingId} countingId={countingId} />;
}
