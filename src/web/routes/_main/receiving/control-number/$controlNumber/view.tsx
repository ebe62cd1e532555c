import { createFileRoute, useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ControlNumberViewPage } from '../../../../../features/receiving/control-number-view-page';
import { controlNumberQuery } from '../../../../../features/receiving/receiving-api';
import { detailLoader } from '../../../../../lib/query/ensure-or-not-found';
import { guardPage } from '../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/receiving/control-number/$controlNumber/view')({
  staticData: { page: 'receiving-control-number-view' },
  beforeLoad: guardPage('receiving-control-number-view'),
  loader: detailLoader(controlNumberQuery, 'controlNumber'),
  component: ControlNumberViewRoute,
});

function ControlNumberViewRoute(): ReactElement {
  // Read loosely, as useIdParam does: typing it through the route tree makes the tree's type circular.
  const { controlNumber = '' } = useParams({ strict: false }) as { controlNumber?: string };
  return <ControlNumberViewPage key={controlNumber} number={controlNumber} />;
}
