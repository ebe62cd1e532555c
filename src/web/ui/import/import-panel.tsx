import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useId, useState } from 'react';
import type { ImportColumn, ImportMode, ImportResult } from '../../../domain/import/columns';
import { csvLine, IMPORT_MAX_CHARS, IMPORT_MAX_ROWS } from '../../../domain/import/csv';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../api-error-text';
import { Button } from '../button';
import { saveBlob } from '../data-table/download';
import { importRuleText } from './import-texts';
import './import-panel.css';

interface ImportPanelProps {
  columns: readonly ImportColumn[];
  /** File name of the template download. */
  templateName: string;
  /** Sends the file to the import route of the records. */
  run: (csv: string, mode: ImportMode) => Promise<ImportResult>;
  onImported?: (result: ImportResult) => void;
}

/** A CSV template of the columns; the BOM makes Excel read it as UTF-8. */
function downloadTemplate(columns: readonly ImportColumn[], name: string): void {
  saveBlob(new Blob([`\uFEFF${csvLine(columns.map((c) => c.name))}\r\n`], { type: 'text/csv;charset=utf-8' }), name);
}

/**
 * Import from CSV for any record kind: picking a file runs a dry run, which lists the bad rows and why;
 * then "Import all" (only when every row is valid) or "Import the N valid rows".
 */
export function ImportPanel({ columns, templateName, run, onImported }: ImportPanelProps) {
  const { t, i18n } = useLingui();
  const fileId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  // The input is cleared after reading (see pick), so the chosen file's name is kept here.
  const [fileName, setFileName] = useState('');
  const [check, setCheck] = useState<ImportResult | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const n = (value: number) => i18n.number(value);

  const send = async (text: string, mode: ImportMode) => {
    setBusy(true);
    setProblems([]);
    try {
      const result = await run(text, mode);
      if (mode === 'dry-run') setCheck(result);
      else {
        setDone(result);
        setCheck(null);
        setCsv(null);
        onImported?.(result);
      }
    } catch (error) {
      if (!isApiError(error)) throw error;
      const placed = error.fields.map((f) => (f.field === 'csv' ? importRuleText(f.rule) : `${importRuleText(f.rule)}: ${f.field}`));
      setProblems(placed.length > 0 ? placed : [apiErrorText(error)]);
    } finally {
      setBusy(false);
    }
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setCheck(null);
    setDone(null);
    if (!file) return;
    if (file.size > IMPORT_MAX_CHARS) {
      setProblems([importRuleText('too_large')]);
      return;
    }
    const text = await file.text();
    // Cleared, so that choosing the same file again (after fixing it) runs a new check.
    event.target.value = '';
    setFileName(file.name);
    setCsv(text);
    await send(text, 'dry-run');
  };

  const required = columns.filter((c) => c.required).map((c) => c.name).join(', ');
  const optional = columns.filter((c) => !c.required).map((c) => c.name).join(', ');

  return (
    <section className="import-panel" aria-label={t`Import from CSV`}>
      <p className="field-hint">
        {t`Columns: ${required} (required), ${optional}. The first line names the columns, in any order. Up to ${n(IMPORT_MAX_ROWS)} rows; comma or semicolon separated.`}
      </p>
      <div className="import-panel__pick">
        <label htmlFor={fileId}>{t`CSV file`}</label>
        <input id={fileId} type="file" accept=".csv,text/csv" disabled={busy} onChange={(event) => void pick(event)} />
        <Button variant="clear" size="small" onClick={() => downloadTemplate(columns, templateName)}>
          {t`Download template`}
        </Button>
      </div>
      {problems.length > 0 ? (
        <div role="alert" className="form-error">
          <p>{t`The file cannot be imported:`}</p>
          <ul>
            {problems.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {busy ? <p role="status">{t`Checking…`}</p> : null}
      {check && csv ? (
        <>
          <p className="import-panel__file">{t`File: ${fileName}`}</p>
          <p role="status" data-testid="import-summary">
            {t`${n(check.total)} rows: ${n(check.valid)} valid, ${n(check.total - check.valid)} with problems.`}
          </p>
          {check.invalid.length > 0 ? (
            <div className="table-scroll">
              <table className="data-table" aria-label={t`Rows with problems`}>
                <thead>
                  <tr>
                    <th scope="col">{t`Line`}</th>
                    <th scope="col">{t`Column`}</th>
                    <th scope="col">{t`Problem`}</th>
                  </tr>
                </thead>
                <tbody>
                  {check.invalid.map((issue) => (
                    <tr key={`${issue.row}-${issue.field}-${issue.rule}`} data-testid="import-problem">
                      <td>{issue.row}</td>
                      <td>{issue.field}</td>
                      <td>{importRuleText(issue.rule)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <div className="import-panel__actions">
            <Button disabled={busy || check.invalid.length > 0 || check.valid === 0} onClick={() => void send(csv, 'all-or-nothing')}>
              {t`Import all`}
            </Button>
            {check.invalid.length > 0 && check.valid > 0 ? (
              <Button variant="outline" disabled={busy} onClick={() => void send(csv, 'valid-only')}>
                {t`Import the ${n(check.valid)} valid rows`}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
      {done ? (
        <p role="status" className="import-panel__done">
          {t`${n(done.written)} rows imported.`}
        </p>
      ) : null}
    </section>
  );
}
