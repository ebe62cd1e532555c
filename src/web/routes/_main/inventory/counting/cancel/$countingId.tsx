import { createFileRoute, useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { CancelCyclePage } from '../../../../../features/counting/cancel-cycle-page';
import { cycleQuery } from '../../../../../features/counting/cycles-api';
import { detailLoader } from '../../../../../lib/query/ensure-or-not-found';
import { guardPage } from '../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/counting/cancel/$countingId')({
  staticData: { page: 'counting-cancel' },
  beforeLoad: guardPage('counting-cancel'),
  loader: detailLoader(cycleQuery, 'countingId'),
  component: CancelCycleRoute,
});

function CancelCycleRoute(): ReactElement {
  // Read loosely, as useIdParam does: typing it through the route tree makes the tree's type circular.
  const { countingId = '' } = useParams({ strict: false }) as { countingId?: string };
  return <CancelCyclePage key={countingId} countingId={countingId} />;
}
