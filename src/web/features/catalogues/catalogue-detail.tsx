import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CATALOGUES, type CatalogueEntry, type CatalogueKey } from '../../../domain/catalogues/definitions';
import { formatDate } from '../../i18n/format-date';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { DetailList } from '../../ui/form/detail-list';
import { useConfirm } from '../../ui/form/use-confirm';
import { CATALOGUE_TEXTS, EXTRA_FIELD_TEXTS, extraOptionLabel } from './catalogue-texts';
import { catalogueEntryQuery, deleteEntry, invalidateCatalogue, setEntryActive } from './catalogues-api';

interface CatalogueDetailProps {
  catalogue: CatalogueKey;
  id: string;
  canWrite: boolean;
  onTitle: (title: string) => void;
  onEdit: (entry: CatalogueEntry) => void;
  onDeleted: () => void;
}

/** One entry with edit, (de)activate and delete; deleting something in use answers where it is used. */
export function CatalogueDetail({ catalogue, id, canWrite, onTitle, onEdit, onDeleted }: CatalogueDetailProps) {
  const { t, i18n } = useLingui();
  const definition = CATALOGUES[catalogue];
  const { data: entry, error } = useQuery(catalogueEntryQuery(catalogue, id));
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  useEffect(() => onTitle(entry ? `${entry.name} (${entry.code})` : ''), [entry, onTitle]);

  if (error) return <p role="alert">{isApiError(error) && error.kind === 'not-found' ? t`This entry does not exist.` : t`The entry could not be loaded.`}</p>;
  if (!entry) return null;

  const run = async (work: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await work();
      await invalidateCatalogue(queryClient, catalogue);
    } catch (err) {
      setProblem(isApiError(err) ? apiErrorText(err) : t`Something went wrong.`);
    }
  };

  const toggle = async () => {
    if (entry.active) {
      const ok = await confirm({
        header: t`Deactivate ${entry.name}?`,
        message: t`It stays on the records that use it, but is no longer offered for new ones.`,
        confirmText: t`Deactivate`,
        destructive: true,
      });
      if (!ok) return;
    }
    await run(() => setEntryActive(catalogue, entry.id, !entry.active));
  };

  const remove = async () => {
    const ok = await confirm({ header: t`Delete ${entry.name}?`, message: t`This cannot be undone.`, confirmText: t`Delete`, destructive: true });
    if (!ok) return;
    let deleted = false;
    await run(async () => {
      await deleteEntry(catalogue, entry.id);
      deleted = true;
    });
    if (deleted) onDeleted();
  };

  return (
    <>
      {canWrite ? (
        <div className="detail-actions">
          <Button onClick={() => onEdit(entry)}>{t`Edit`}</Button>
          <Button variant="outline" onClick={() => void toggle()}>
            {entry.active ? t`Deactivate` : t`Activate`}
          </Button>
          <Button variant="outline" onClick={() => void remove()}>
            {t`Delete`}
          </Button>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="form-error">
          {problem}
        </p>
      ) : null}
      <DetailList
        label={i18n._(CATALOGUE_TEXTS[catalogue].singular)}
        items={[
          [t`Code`, entry.code],
          [t`Name`, entry.name],
          ...(definition.parent ? [[i18n._(CATALOGUE_TEXTS[definition.parent].singular), entry.parentName] as [string, string | null]] : []),
          ...definition.extraFields.map((f) => [i18n._(EXTRA_FIELD_TEXTS[f.name]!.label), f.options ? extraOptionLabel(i18n, f.name, entry.attributes[f.name] ?? '') : entry.attributes[f.name]] as [string, string | undefined]),
          [t`Description`, entry.description],
          [t`State`, entry.active ? t`Active` : t`Inactive`],
          [t`Created`, formatDate(entry.createdAt)],
          [t`Changed`, formatDate(entry.updatedAt)],
        ]}
      />
    </>
  );
}
