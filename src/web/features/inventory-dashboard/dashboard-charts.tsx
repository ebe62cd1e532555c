import { useLingui } from '@lingui/react/macro';
import { type InventoryDashboard, ageBucketDays, itemListHref } from '../../../domain/inventory/dashboard';
import type { ItemStatus } from '../../../domain/receiving/statuses';
import { DATE_FORMAT, dayjs } from '../../i18n/format-date';
import { Chart } from '../../ui/chart/chart';
import type { ChartDatum } from '../../ui/chart/chart-data';
import { BINS_HREF } from './dashboard-links';
import { ITEM_STATUS_LABELS } from '../../i18n/item-status-labels';
import { AGE_LABELS, EXPIRY_LABELS } from './dashboard-texts';

interface DashboardChartsProps {
  figures: InventoryDashboard;
  onOpen: (href: string) => void;
}

/** The dashboard's charts; every bar and every figure of their tables opens the list of what it counts. */
export function DashboardCharts({ figures, onOpen }: DashboardChartsProps) {
  const { t, i18n } = useLingui();
  const units = [{ key: 'units', label: t`Units` }];
  const unitsOf = (n: number) => ({ units: n });

  const byStatus: ChartDatum[] = figures.byStatus.map((row) => ({
    key: row.status, label: i18n._(ITEM_STATUS_LABELS[row.status as ItemStatus]), values: unitsOf(row.units), href: itemListHref({ status: row.status }),
  }));
  const byClient: ChartDatum[] = [
    ...figures.byClient.map((row) => ({ key: row.client.id, label: row.client.name || row.client.code, values: unitsOf(row.units), href: itemListHref({ client: row.client.id }) })),
    ...(figures.otherClientUnits > 0 ? [{ key: 'other', label: t`Other clients`, values: unitsOf(figures.otherClientUnits) }] : []),
  ];
  const bySkuType: ChartDatum[] = figures.bySkuType.map((row) =>
    row.skuType
      ? { key: row.skuType.id, label: row.skuType.name || row.skuType.code, values: unitsOf(row.units), href: itemListHref({ skuType: row.skuType.id }) }
      : { key: 'none', label: t`No SKU type`, values: unitsOf(row.units) },
  );
  const flow: ChartDatum[] = figures.flow.map((row) => ({
    key: row.day,
    label: dayjs(row.day).format(DATE_FORMAT),
    values: { received: row.received, shipped: row.shipped },
    href: { received: itemListHref({ receivedFrom: row.day, receivedTo: row.day }) },
  }));
  const age: ChartDatum[] = figures.age.map((row) => ({
    key: row.bucket, label: i18n._(AGE_LABELS[row.bucket]), values: unitsOf(row.units), href: itemListHref(ageBucketDays(row.bucket, figures.today)),
  }));
  const expiry: ChartDatum[] = figures.expiry.map((row) => ({ key: row.bucket, label: i18n._(EXPIRY_LABELS[row.bucket]), values: { lots: row.lots, units: row.units } }));
  const bins: ChartDatum[] = [
    {
      key: 'bins',
      label: t`Bins`,
      values: figures.bins,
      href: { empty: BINS_HREF.unblocked, occupied: BINS_HREF.unblocked, blocked: BINS_HREF.blocked },
    },
  ];

  return (
    <div className="dashboard-charts">
      <Chart kind="bar" title={t`Units on hand by status`} categoryLabel={t`Status`} series={units} data={byStatus} csvName="units-by-status" onOpen={onOpen} />
      <Chart kind="bar" title={t`Units on hand by client`} categoryLabel={t`Client`} series={units} data={byClient} csvName="units-by-client" onOpen={onOpen} />
      <Chart kind="bar" title={t`Units on hand by SKU type`} categoryLabel={t`SKU type`} series={units} data={bySkuType} csvName="units-by-sku-type" onOpen={onOpen} />
      <Chart
        kind="line"
        title={t`Received and shipped, last 30 days`}
        categoryLabel={t`Day`}
        series={[{ key: 'received', label: t`Received` }, { key: 'shipped', label: t`Shipped` }]}
        data={flow}
        csvName="received-shipped"
        onOpen={onOpen}
        formatCategory={(d) => dayjs(d.key).format('D MMM')}
      />
      <Chart kind="bar" title={t`Age since receipt`} categoryLabel={t`Age`} series={units} data={age} csvName="age-since-receipt" onOpen={onOpen} />
      <Chart kind="bar" title={t`Lots by expiry`} categoryLabel={t`Expiry`} series={[{ key: 'lots', label: t`Lots` }, { key: 'units', label: t`Units` }]} data={expiry} csvName="lots-by-expiry" />
      <Chart
        kind="stacked-bar"
        title={t`Bins`}
        categoryLabel={t`Bins`}
        series={[{ key: 'empty', label: t`Empty` }, { key: 'occupied', label: t`Occupied` }, { key: 'blocked', label: t`Blocked` }]}
        data={bins}
        csvName="bins"
        onOpen={onOpen}
      />
    </div>
  );
}
