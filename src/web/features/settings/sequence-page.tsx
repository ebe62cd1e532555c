import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ScreenFrame } from '../../ui/screen-frame';
import './settings.css';
import { UnsavedChangesGuard } from '../../ui/form/unsaved-changes';
import { SequenceRowForm } from './sequence-row-form';
import { sequencesQuery } from './settings-api';

/** /setting/sequence: the numbering of every document type, one form per type (a table from 768px, cards below). */
export function SequencePage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(sequencesQuery());
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const track = useCallback(
    (docType: string, isDirty: boolean) =>
      setDirty((current) => {
        if (current.has(docType) === isDirty) return current;
        const next = new Set(current);
        if (isDirty) next.add(docType);
        else next.delete(docType);
        return next;
      }),
    [],
  );
  return (
    <ScreenFrame>
      <div className="settings-page">
        <p>{t`Document numbers are the prefix, the date part (in the company time zone, ${data.timeZone}) and the next value padded to the digits. A number is never issued twice: the next value can only be raised.`}</p>
        <div className="sequence-table">
          <div className="sequence-head" aria-hidden="true">
            <span>{t`Document`}</span>
            <span>{t`Prefix`}</span>
            <span>{t`Date part`}</span>
            <span>{t`Digits`}</span>
            <span>{t`Next value`}</span>
            <span>{t`Next number`}</span>
            <span />
          </div>
          {data.sequences.map((row) => (
            <SequenceRowForm key={row.docType} row={row} timeZone={data.timeZone} onDirtyChange={track} />
          ))}
        </div>
      </div>
      <UnsavedChangesGuard when={dirty.size > 0} />
    </ScreenFrame>
  );
}
