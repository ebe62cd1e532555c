import { createFileRoute, useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { shipmentQuery } from '../../../../features/shipments/shipments-api';
import { ShipmentViewPage } from '../../../../features/shipments/shipment-view-page';
import { detailLoader } from '../../../../lib/query/ensure-or-not-found';
import { guardPage } from '../../../../lib/navigation/guard';

// The route's id is the shipment's number, as users read it on labels and lists.
export const Route = createFileRoute('/_main/shipping-out/shipment-view-detail/$shipmentId')({
  staticData: { page: 'shipping-shipment-view-detail' },
  beforeLoad: guardPage('shipping-shipment-view-detail'),
  loader: detailLoader(shipmentQuery, 'shipmentId'),
  component: ShipmentViewRoute,
});

function ShipmentViewRoute(): ReactElement {
  // Read loosely, as useIdParam does: typing it through the route tree makes the tree's type circular.
  const { shipmentId = '' } = useParams({ strict: false }) as { shipmentId?: string };
  return <ShipmentViewPage key={shipmentId} number={shipmentId} />;
}
