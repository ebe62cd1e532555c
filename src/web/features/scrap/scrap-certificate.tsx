import { useLingui } from '@lingui/react/macro';
import { createPortal } from 'react-dom';
import type { ScrapListDetail } from '../../../domain/scrap/scrap-lists';
import { formatDate } from '../../i18n/format-date';
import { useSession } from '../../lib/session/session';
import { Button } from '../../ui/button';
import { SCRAP_REASON_LABELS } from './scrap-texts';
import { ScrapUnitsTable } from './scrap-units-table';
import './scrap.css';

/**
 * The certificate of destruction of a destroyed list: which units (with serials), when, who destroyed
 * them and who witnessed it. Shown over the app and printed alone, one document on A4 or Letter.
 */
export function ScrapCertificate({ list, onClose }: { list: ScrapListDetail; onClose: () => void }) {
  const { i18n, t } = useLingui();
  const company = useSession().user?.companyName ?? '';
  return createPortal(
    <div className="scrap-certificate" role="dialog" aria-modal="true" aria-labelledby="scrap-certificate-title">
      {/* Only while the certificate is open, as the label pages set theirs. */}
      <style>{'@page { size: A4; margin: 15mm; }'}</style>
      <div className="scrap-certificate__tools">
        <Button onClick={() => window.print()}>{t`Print`}</Button>
        <Button variant="outline" onClick={onClose}>
          {t`Close`}
        </Button>
      </div>
      <article className="scrap-certificate__page">
        <h1 id="scrap-certificate-title">{t`Certificate of destruction`}</h1>
        <p>{company}</p>
        <dl className="scrap-certificate__facts">
          <dt>{t`Scrap list`}</dt>
          <dd>{list.number}</dd>
          <dt>{t`Reason`}</dt>
          <dd>{i18n._(SCRAP_REASON_LABELS[list.reason])}</dd>
          <dt>{t`Destroyed on`}</dt>
          <dd>{list.closedAt ? formatDate(list.closedAt) : ''}</dd>
          <dt>{t`Destroyed by`}</dt>
          <dd>{list.closedBy}</dd>
          <dt>{t`Witness`}</dt>
          <dd>{list.witness}</dd>
          <dt>{t`Approved by`}</dt>
          <dd>{list.approvedBy}</dd>
        </dl>
        <ScrapUnitsTable list={list} columns={['client']} className="scrap-certificate__units" caption={t`${list.unitList.length} units, ${list.quantity} pieces`} />
        <div className="scrap-certificate__signatures">
          <p>{t`Destroyed by: ${list.closedBy ?? ''}`}</p>
          <p>{t`Witness: ${list.witness ?? ''}`}</p>
        </div>
      </article>
    </div>,
    document.body,
  );
}
