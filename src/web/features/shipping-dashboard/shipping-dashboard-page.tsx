import { useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingDashboard, WaitingStep } from '../../../domain/shipping/dashboard';
import { orderStates } from '../../../domain/states/order-states';
import { formatDate } from '../../i18n/format-date';
import { apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';
import { Chart } from '../../ui/chart/chart';
import type { ChartDatum } from '../../ui/chart/chart-data';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import './shipping-dashboard.css';

const dashboardKeys = entityKeys('shipping-dashboard');
/** Refreshes by itself: a screen on the shipping office wall. */
const REFRESH_MS = 60_000;
const shippingDashboardQuery = () =>
  queryOptions({ queryKey: dashboardKeys.all, queryFn: () => apiQuiet.get<ShippingDashboard>('/shipping/dashboard'), refetchInterval: REFRESH_MS, refetchIntervalInBackground: false });

/** /shipping-out/dashboard (SHIPMENT_DASHBOARD): what must leave today, what is late, and how fast it goes. */
export function ShippingDashboardPage() {
  const { t, i18n } = useLingui();
  const dashboard = useQuery(shippingDashboardQuery());
  const data = dashboard.data;
  if (dashboard.isError && !data) return <ScreenFrame><p role="alert">{t`The dashboard could not be loaded.`}</p></ScreenFrame>;
  if (!data) return <ScreenFrame><p role="status">{t`Loading…`}</p></ScreenFrame>;
  const steps: Record<WaitingStep, string> = { allocation: t`Waiting for stock`, picking: t`Waiting for a picker`, packing: t`Waiting for packing`, label: t`Waiting for a label`, 'load-out': t`Waiting for the truck` };
  const byState: ChartDatum[] = data.byState.map((row) => ({ key: row.status, label: i18n._(orderStates.states[row.status].label), values: { orders: row.orders } }));
  const people = [...new Set(data.perHour.map((row) => row.user))];
  const perPerson: ChartDatum[] = people.map((user) => {
    const rows = data.perHour.filter((row) => row.user === user);
    return { key: user, label: user, values: { picked: rows.reduce((s, r) => s + r.picked, 0), packed: rows.reduce((s, r) => s + r.packed, 0) } };
  });
  const hours = [...new Set(data.perHour.map((row) => row.hour))].sort((a, b) => a - b);
  const perHour: ChartDatum[] = hours.map((hour) => {
    const rows = data.perHour.filter((row) => row.hour === hour);
    return { key: String(hour), label: `${String(hour).padStart(2, '0')}:00`, values: { picked: rows.reduce((s, r) => s + r.picked, 0), packed: rows.reduce((s, r) => s + r.packed, 0) } };
  });
  const minutes = (n: number) => (n >= 0 ? t`${Math.floor(n / 60)} h ${n % 60} min left` : t`passed ${Math.floor(-n / 60)} h ${-n % 60} min ago`);
  const work = [
    { key: 'picked', label: t`Units picked` },
    { key: 'packed', label: t`Units packed` },
  ];
  return (
    <ScreenFrame>
      <p className="dashboard-note" data-testid="shipping-dashboard-note">
        {t`Today is ${data.today} (${data.timeZone}); refreshed ${formatDate(data.generatedAt)}, again every minute.`}
      </p>
      <div className="shipping-dashboard__tiles">
        <section className="shipping-dashboard__tile" aria-labelledby="late-title" data-testid="shipping-late">
          <h2 id="late-title">{t`Late orders`}</h2>
          <p className="shipping-dashboard__figure">{i18n.number(data.late.count)}</p>
          {data.late.orders.length > 0 ? (
            <ul>
              {data.late.orders.map((order) => (
                <li key={order.number}>
                  <PageLink page="shipping-order-view" params={{ id: order.number }}>
                    {order.number}
                  </PageLink>{' '}
                  {t`${order.client}, due ${order.shipBy}, ${i18n._(orderStates.states[order.status].label)}`}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section className="shipping-dashboard__tile" aria-labelledby="cutoff-title" data-testid="shipping-cutoffs">
          <h2 id="cutoff-title">{t`Carrier cut-offs`}</h2>
          {data.cutoffs.length === 0 ? <p>{t`No carrier has a cut-off time. Set one on the carrier.`}</p> : null}
          <ul>
            {data.cutoffs.map((row) => (
              <li key={row.carrier} className={row.minutesLeft < 60 && row.waiting > 0 ? 'shipping-dashboard__urgent' : undefined}>
                <strong>{row.carrier}</strong> {row.cutoff}: {minutes(row.minutesLeft)} · {t`${row.waiting} orders still here`}
              </li>
            ))}
          </ul>
        </section>
        <section className="shipping-dashboard__tile" aria-labelledby="oldest-title" data-testid="shipping-oldest">
          <h2 id="oldest-title">{t`Oldest waiting`}</h2>
          {data.oldest.length === 0 ? <p>{t`Nothing is waiting.`}</p> : null}
          <dl className="shipping-dashboard__oldest">
            {data.oldest.map((row) => (
              <div key={row.step}>
                <dt>{steps[row.step]}</dt>
                <dd>{t`${row.number} since ${formatDate(row.since)}`}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <div className="dashboard-charts">
        <Chart kind="bar" title={t`Today's orders by state`} categoryLabel={t`State`} series={[{ key: 'orders', label: t`Orders` }]} data={byState} csvName="orders-today-by-state" />
        <Chart kind="bar" title={t`Picked and packed today, per person`} categoryLabel={t`Person`} series={work} data={perPerson} csvName="picks-packs-per-person" />
        <Chart kind="line" title={t`Picked and packed today, per hour`} categoryLabel={t`Hour`} series={work} data={perHour} csvName="picks-packs-per-hour" />
      </div>
    </ScreenFrame>
  );
}
