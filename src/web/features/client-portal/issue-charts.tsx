import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DATE_FORMAT, dayjs } from '../../i18n/format-date';
import { Chart } from '../../ui/chart/chart';
import type { ChartDatum } from '../../ui/chart/chart-data';
import { issueStatsQuery } from './issues-api';

/** The dashboard's two charts: open issues by age, and per week how many were resolved and how fast. */
export function IssueCharts({ clientId }: { clientId: string | undefined }) {
  const { t, i18n } = useLingui();
  const stats = useQuery(issueStatsQuery(clientId));
  if (!stats.data) return null;

  const ages: ChartDatum[] = stats.data.openByAge.map((bucket, i, all) => {
    const from = i === 0 ? 0 : all[i - 1]!.upToDays!;
    const label = bucket.upToDays === null ? t`Over ${i18n.number(from)} days` : i === 0 ? t`Up to ${i18n.number(bucket.upToDays)} day` : t`${i18n.number(from)} to ${i18n.number(bucket.upToDays)} days`;
    return { key: String(bucket.upToDays ?? 'older'), label, values: { issues: bucket.count } };
  });
  const weeks: ChartDatum[] = stats.data.resolution.map((week) => ({
    key: week.week,
    label: dayjs(week.week).format(DATE_FORMAT),
    values: { resolved: week.resolved, hours: week.medianHours ?? 0 },
  }));

  return (
    <div className="issue-charts">
      <Chart kind="bar" title={t`Open issues by age`} categoryLabel={t`Age`} series={[{ key: 'issues', label: t`Issues` }]} data={ages} csvName="open-issues-by-age" />
      <Chart
        kind="line"
        title={t`Time to resolve, by week`}
        categoryLabel={t`Week of`}
        series={[
          { key: 'resolved', label: t`Issues resolved` },
          { key: 'hours', label: t`Median hours to resolve` },
        ]}
        data={weeks}
        csvName="time-to-resolve"
      />
    </div>
  );
}
