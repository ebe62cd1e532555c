import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ScreenFrame } from '../../ui/screen-frame';
import { inventoryDashboardQuery } from './dashboard-api';
import { DashboardCharts } from './dashboard-charts';
import { DashboardTiles } from './dashboard-tiles';
import { ExpiringLotsTable } from './expiring-lots-table';
import './inventory-dashboard.css';

/** /inventory: the stock at a glance (ITEM_DASHBOARD); every figure opens the list of what it counts. */
export function InventoryDashboardPage() {
  const { t } = useLingui();
  const router = useRouter();
  const { data } = useSuspenseQuery(inventoryDashboardQuery());
  const open = (href: string) => void router.navigate({ href });
  return (
    <ScreenFrame>
      <p className="dashboard-note">{t`Days in the time zone ${data.timeZone}; today is ${data.today}.`}</p>
      <DashboardTiles figures={data} onOpen={open} />
      <DashboardCharts figures={data} onOpen={open} />
      <ExpiringLotsTable lots={data.lots} onOpen={open} />
    </ScreenFrame>
  );
}
