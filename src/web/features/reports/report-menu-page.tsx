import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { REPORTS, REPORT_GROUPS, REPORT_IDS, type ReportId } from '../../../domain/reports/reports';
import { ScreenFrame } from '../../ui/screen-frame';
import { GROUP_LABELS, REPORT_TEXTS } from './report-texts';
import { type ReportSearch, ReportView } from './report-view';
import './reports.css';

/** The reports, grouped, each with what it shows; `report` in the URL opens one with its filters. */
export function ReportMenuPage({ search, onSearchChange }: { search: ReportSearch; onSearchChange: (next: ReportSearch) => void }) {
  const { i18n, t } = useLingui();
  if (search.report && (REPORT_IDS as string[]).includes(search.report)) {
    return <ReportView report={search.report as ReportId} search={search} onSearchChange={onSearchChange} />;
  }
  return (
    <ScreenFrame>
      {REPORT_GROUPS.map((group) => (
        <section key={group} className="report-group" aria-labelledby={`report-group-${group}`}>
          <h2 id={`report-group-${group}`}>{i18n._(GROUP_LABELS[group])}</h2>
          <ul className="report-list">
            {REPORT_IDS.filter((id) => REPORTS[id].group === group).map((id) => (
              <li key={id}>
                <Link to="/report/report-menu" search={{ report: id }} className="report-link">
                  {i18n._(REPORT_TEXTS[id].title)}
                </Link>
                <p>{i18n._(REPORT_TEXTS[id].description)}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="report-note">{t`Every report's filters are in its address: bookmark or share it to come back to the same figures.`}</p>
    </ScreenFrame>
  );
}
