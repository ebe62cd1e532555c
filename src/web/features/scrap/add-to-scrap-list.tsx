import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SCRAP_REASONS } from '../../../domain/scrap/statuses';
import { can } from '../../lib/session/session';
import { Button } from '../../ui/button';
import { addScrapUnits, createScrapList, scrapKeys, scrapListQuery } from './scrap-api';
import { SCRAP_REASON_LABELS } from './scrap-texts';

const NEW = 'new';
// "Other" needs notes saying why: that list is started on its own page.
const QUICK_REASONS = SCRAP_REASONS.filter((reason) => reason !== 'other');

/**
 * The item list's "Add to scrap list": the selected units onto a draft (SCRAP_LIST_EDIT) or a new list
 * with a reason (SCRAP_LIST_CREATE). The server takes all of them or none, as a scan does; `run` reports
 * the outcome in the bar's status line.
 */
export function AddToScrapList({ wmsNumbers, busy, run }: { wmsNumbers: readonly string[]; busy: boolean; run: (work: () => Promise<string>) => void }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const mayCreate = can('SCRAP_LIST_CREATE');
  const drafts = useQuery({ ...scrapListQuery({ status: 'draft', sort: 'createdAt', dir: 'desc' }), enabled: can('SCRAP_LIST_EDIT') }).data?.items ?? [];
  const [target, setTarget] = useState(mayCreate ? NEW : '');
  const [reason, setReason] = useState<(typeof QUICK_REASONS)[number]>('damaged');
  const listId = useId();
  const reasonId = useId();

  const add = () =>
    run(async () => {
      const units = [...wmsNumbers];
      const list = target === NEW ? await createScrapList({ reason, notes: '', units }) : await addScrapUnits(target, units);
      await queryClient.invalidateQueries({ queryKey: scrapKeys.all });
      const number = list.number;
      return plural(units.length, { one: `# unit is on scrap list ${number}.`, other: `# units are on scrap list ${number}.` });
    });

  return (
    <>
      <label htmlFor={listId}>{t`Scrap list`}</label>
      <select id={listId} value={target} onChange={(event) => setTarget(event.target.value)}>
        {mayCreate ? <option value={NEW}>{t`New scrap list`}</option> : <option value="">{t`Choose a draft list`}</option>}
        {drafts.map((list) => (
          <option key={list.id} value={list.number}>
            {`${list.number} · ${i18n._(SCRAP_REASON_LABELS[list.reason])}`}
          </option>
        ))}
      </select>
      {target === NEW ? (
        <>
          <label htmlFor={reasonId}>{t`Reason`}</label>
          <select id={reasonId} value={reason} onChange={(event) => setReason(event.target.value as (typeof QUICK_REASONS)[number])}>
            {QUICK_REASONS.map((option) => (
              <option key={option} value={option}>
                {i18n._(SCRAP_REASON_LABELS[option])}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <Button size="small" variant="outline" disabled={busy || wmsNumbers.length === 0 || target === ''} onClick={add}>
        {t`Add to scrap list`}
      </Button>
    </>
  );
}
