import { createFileRoute, useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ControlNumberEditPage } from '../../../../../features/receiving/control-number-form-page';
import { controlNumberQuery } from '../../../../../features/receiving/receiving-api';
import { detailLoader } from '../../../../../lib/query/ensure-or-not-found';
import { guardPage } from '../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/receiving/control-number/$controlNumber/edit')({
  staticData: { page: 'receiving-control-number-edit' },
  beforeLoad: guardPage('receiving-control-number-edit'),
  loader: detailLoader(controlNumberQuery, 'controlNumber'),
  component: ControlNumberEditRoute,
});

function ControlNumberEditRoute(): ReactElement {
  // Read loosely, as useIdParam does: typing it through the route tree makes the tree's type circular.
  const { controlNumber = '' } = useParams({ strict: false }) as { controlNumber?: string };
  return <ControlNumberEditPage key={controlNumber} number={controlNumber} />;
}
