import { createFileRoute } from '@tanstack/react-router';
import { ShipmentCreatePage } from '../../../features/shipments/shipment-create-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/shipment-create')({
  staticData: { page: 'shipping-shipment-create' },
  beforeLoad: guardPage('shipping-shipment-create'),
  component: ShipmentCreateRoute,
});

function ShipmentCreateRoute() {
  const navigate = Route.useNavigate();
  return <ShipmentCreatePage onShipment={(number) => void navigate({ to: '/shipping-out/shipment-create-detail/$shipmentId', params: { shipmentId: number } })} />;
}
