import { createFileRoute, useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ShipmentCreateDetailPage } from '../../../../features/shipments/shipment-create-detail-page';
import { shipmentQuery } from '../../../../features/shipments/shipments-api';
import { detailLoader } from '../../../../lib/query/ensure-or-not-found';
import { guardPage } from '../../../../lib/navigation/guard';

// The route's id is the shipment's number, as users read it on labels and lists.
export const Route = createFileRoute('/_main/shipping-out/shipment-create-detail/$shipmentId')({
  staticData: { page: 'shipping-shipment-create-detail' },
  beforeLoad: guardPage('shipping-shipment-create-detail'),
  loader: detailLoader(shipmentQuery, 'shipmentId'),
  component: ShipmentCreateDetailRoute,
});

function ShipmentCreateDetailRoute(): ReactElement {
  // Read loosely, as useIdParam does: typing it through the route tree makes the tree's type circular.
  const { shipmentId = '' } = useParams({ strict: false }) as { shipmentId?: string };
  return <ShipmentCreateDetailPage key={shipmentId} number={shipmentId} />;
}
