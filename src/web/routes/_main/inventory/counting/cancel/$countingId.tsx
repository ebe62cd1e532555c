import { createFileRoute, useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { CancelCyclePage } from '../../../../../features/counting/cancel-cycle-page';
import { guardPage } from '../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/counting/cancel/$countingId')({
  staticData: { page: 'counting-cancel' },
  beforeLoad: guardPage('counting-cancel'),
  component: CancelCycleRoute,
});

function CancelCycleRoute(): ReactElement {
  // Read loosely, as useIdParam does: typing it through the route tree makes the tree's type circular.
  const { countingId = '' } = useParams({ strict: false }) as { countingId?: string };
  return <CancelCyclePage key={countingId} countingId={countingId} />;
}
