import { accountRoutes } from './accounts/accounts.routes';
import { auditRoutes } from './audit/audit.routes';
import { batchRoutes } from './batches/batches.routes';
import { accountTokenRoutes } from './accounts/account-tokens.routes';
import { authRoutes } from './auth/auth.routes';
import { catalogueRoutes } from './catalogues/catalogues.routes';
import { clientApiRoutes } from './client-api/client-api.routes';
import { apiKeyRoutes } from './clients/api-keys.routes';
import { clientAccountRoutes } from './clients/client-accounts.routes';
import { clientRoutes } from './clients/clients.routes';
import { companyRoutes } from './company/company.routes';
import { countRoutes } from './counting/count.routes';
import { countingCycleRoutes } from './counting/cycles.routes';
import { countingResultRoutes } from './counting/results.routes';
import { inventoryDashboardRoutes } from './inventory-dashboard/inventory-dashboard.routes';
import { itemActionRoutes } from './items/item-actions.routes';
import { itemDetailRoutes } from './items/item-detail.routes';
import { ledgerRoutes } from './ledger/ledger.routes';
import { locationRoutes } from './locations/locations.routes';
import { lotRoutes } from './lots/lots.routes';
import { itemListRoutes } from './items/items-list.routes';
import { mutationKinds } from './mutation-kinds';
import { inventoryMoveRoutes } from './inventory-move/movement.routes';
import { movementHistoryRoutes } from './movement-history/movements.routes';
import { preferenceRoutes } from './preferences/preferences.routes';
import { controlNumberRoutes } from './receiving/control-numbers.routes';
import { orderRoutes } from './orders/orders.routes';
import { pickingRoutes } from './picking/picking.routes';
import { printerRoutes } from './printers/printers.routes';
import { cartonTypeRoutes } from './carton-types/carton-types.routes';
import { packingRoutes } from './packing/packing.routes';
import { shipmentRoutes } from './shipments/shipments.routes';
import { loadOutRoutes } from './load-out/load-out.routes';
import { shippingDashboardRoutes } from './shipping-dashboard/shipping-dashboard.routes';
import type { ApiRoute } from './registry';
import { scanItemRoutes } from './receiving/scan-item.routes';
import { relabelRoutes } from './relabel/relabel.routes';
import { roleRoutes } from './roles/roles.routes';
import { scanLogRoutes } from './scan-log/scan-log.routes';
import { sequenceRoutes } from './settings/sequences.routes';
import { shippingRoutes } from './settings/shipping.routes';
import { skuRoutes } from './skus/skus.routes';
import { systemRoutes } from './settings/system.routes';
import { syncRoutes } from './sync/sync.routes';
import { tagRoutes } from './tags/tags.routes';
import { clientTrackingRoutes } from './tracking/client-tracking.routes';
import { scrapRoutes } from './scrap/scrap.routes';
import { clientIssueRoutes } from './client-issues/client-issues.routes';
import { clientPortalRoutes } from './client-portal/client-portal.routes';
import { reportRoutes } from './reports/reports.routes';
import { jobCenterRoutes } from './job-center/job-center.routes';

/** Every API route; the app mounts these, the OpenAPI document lists them, and the API tests walk them. */
export const apiRoutes: readonly ApiRoute[] = [
  ...authRoutes,
  ...accountTokenRoutes,
  ...companyRoutes,
  ...syncRoutes(mutationKinds),
  ...scanLogRoutes,
  ...accountRoutes,
  ...roleRoutes,
  ...auditRoutes,
  ...preferenceRoutes,
  ...sequenceRoutes,
  ...systemRoutes,
  ...shippingRoutes,
  ...locationRoutes,
  ...catalogueRoutes,
  ...tagRoutes,
  ...clientRoutes,
  ...clientAccountRoutes,
  ...apiKeyRoutes,
  ...clientApiRoutes,
  ...skuRoutes,
  ...controlNumberRoutes,
  ...orderRoutes,
  ...batchRoutes,
  ...scrapRoutes,
  ...clientIssueRoutes,
  ...clientPortalRoutes,
  ...reportRoutes,
  ...jobCenterRoutes,
  ...pickingRoutes,
  ...scanItemRoutes,
  ...relabelRoutes,
  ...clientTrackingRoutes,
  ...countingCycleRoutes,
  ...printerRoutes,
  ...cartonTypeRoutes,
  ...packingRoutes,
  ...shipmentRoutes,
  ...loadOutRoutes,
  ...shippingDashboardRoutes,
  ...countRoutes,
  ...countingResultRoutes,
  ...ledgerRoutes,
  ...inventoryDashboardRoutes,
  // Before any /v1/items/:wmsNumber route (its static paths would be taken for WMS numbers).
  ...itemListRoutes,
  ...itemDetailRoutes,
  ...itemActionRoutes,
  ...lotRoutes,
  ...movementHistoryRoutes,
  ...inventoryMoveRoutes,
];
