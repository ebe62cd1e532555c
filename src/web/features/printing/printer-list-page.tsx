import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Printer, PRINTER_SORTS, PrintFailure } from '../../../domain/printing/printers';
import { isApiError } from '../../lib/api/api-error';
import type { ListSearch } from '../../lib/navigation/list-search';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { ActiveFilter } from '../../ui/data-table/active-filter';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { FormModal } from '../../ui/form/form-modal';
import { useConfirm } from '../../ui/form/use-confirm';
import { ScreenFrame } from '../../ui/screen-frame';
import { LABEL_SIZE_NAMES } from './label-size-names';
import { PrinterForm } from './printer-form';
import { deletePrinter, printTestLabel, printerKeys, printerListQuery } from './printers-api';

export type PrinterSearch = ListSearch<(typeof PRINTER_SORTS)[number], 'active'>;

/** Edit, test and delete buttons of one printer, with the outcome of the last action beside them. */
function PrinterActions({ printer, onEdit }: { printer: Printer; onEdit: () => void }) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const failures: Record<PrintFailure, string> = {
    timeout: t`The printer did not answer.`,
    refused: t`The printer refused the connection.`,
    unreachable: t`The printer cannot be reached.`,
    'no-printer': t`The printer was removed.`,
    inactive: t`The printer is inactive.`,
  };
  const run = async (work: () => Promise<{ ok: boolean; text: string } | null>) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await work());
    } catch (error) {
      setOutcome({ ok: false, text: isApiError(error) ? apiErrorText(error) : t`Something went wrong.` });
    } finally {
      setBusy(false);
    }
  };
  const test = () =>
    run(async () => {
      const result = await printTestLabel(printer.id);
      return result.printed ? { ok: true, text: t`The printer took the test label.` } : { ok: false, text: `${failures[result.reason]} (${result.error})` };
    });
  const remove = () =>
    run(async () => {
      const ok = await confirm({ header: t`Delete the printer ${printer.name}?`, message: t`Devices that print on it will print from the browser instead.`, confirmText: t`Delete`, destructive: true });
      if (!ok) return null;
      await deletePrinter(printer.id);
      await queryClient.invalidateQueries({ queryKey: printerKeys.all });
      return null;
    });
  return (
    <span className="row-actions">
      <Button size="small" variant="clear" onClick={onEdit} aria-label={t`Edit ${printer.name}`}>
        {t`Edit`}
      </Button>
      <Button size="small" variant="clear" disabled={busy} onClick={() => void test()} aria-label={t`Print a test label on ${printer.name}`}>
        {t`Print test label`}
      </Button>
      <Button size="small" variant="clear" disabled={busy} onClick={() => void remove()} aria-label={t`Delete ${printer.name}`}>
        {t`Delete`}
      </Button>
      {outcome ? (
        <span role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? undefined : 'field-error'}>
          {outcome.text}
        </span>
      ) : null}
    </span>
  );
}

/** /setting/printers: the network label printers devices may print on (ZPL to host:port). */
export function PrinterListPage({ search, onSearchChange }: { search: PrinterSearch; onSearchChange: (next: PrinterSearch) => void }) {
  const { t, i18n } = useLingui();
  const list = useQuery(printerListQuery(search));
  const [editing, setEditing] = useState<Printer | 'new' | null>(null);
  const columns = useMemo<DataColumn<Printer>[]>(
    () => [
      { id: 'name', header: t`Name`, sortable: true, alwaysVisible: true, cell: (p) => p.name },
      { id: 'host', header: t`Address`, sortable: true, cell: (p) => <span className="mono">{`${p.host}:${p.port}`}</span> },
      { id: 'labelSize', header: t`Label size`, cell: (p) => `${i18n._(LABEL_SIZE_NAMES[p.labelSize])}, ${p.dpi} dpi` },
      { id: 'active', header: t`State`, sortable: true, cell: (p) => (p.active ? t`Active` : <span className="chip chip--muted">{t`Inactive`}</span>) },
      { id: 'actions', header: t`Actions`, alwaysVisible: true, cell: (p) => <PrinterActions printer={p} onEdit={() => setEditing(p)} /> },
    ],
    [t, i18n],
  );
  return (
    <ScreenFrame>
      <div className="list-actions">
        <Button onClick={() => setEditing('new')}>{t`Add printer`}</Button>
      </div>
      <DataTable
        tableId="printers"
        label={t`Label printers`}
        searchLabel={t`Search printers`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(p) => p.id}
        filters={<ActiveFilter value={search.active} onChange={(value) => onSearchChange({ ...search, active: value || undefined, page: undefined })} />}
      />
      <FormModal isOpen={editing !== null} title={editing === 'new' ? t`Add printer` : t`Edit printer`} onClose={() => setEditing(null)}>
        <PrinterForm printer={editing === 'new' ? undefined : (editing ?? undefined)} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />
      </FormModal>
    </ScreenFrame>
  );
}
