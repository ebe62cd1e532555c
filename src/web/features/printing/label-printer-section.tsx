import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LABEL_SIZES, type LabelSize } from '../../../domain/printing/label-sizes';
import type { Printer } from '../../../domain/printing/printers';
import { type LabelPrinterChoice, saveLabelPrinter, useLabelPrinter } from './label-printer-choice';
import { LABEL_SIZE_NAMES } from './label-size-names';
import { PendingLabels } from './pending-labels';
import { devicePrintersQuery } from './printers-api';
import './printing.css';

/**
 * /scanner: where this device prints the labels of scanned units, picked once and kept in IndexedDB.
 * Offline the list comes from the query cache; the chosen printer shows even when it cannot be listed.
 */
export function LabelPrinterSection() {
  const { t, i18n } = useLingui();
  const stored = useLabelPrinter();
  const printers = useQuery(devicePrintersQuery());
  // Shown at once; IndexedDB reports the saved choice back a moment later.
  const [picked, setPicked] = useState<LabelPrinterChoice | null>(null);
  const [saved, setSaved] = useState(false);
  const sizeId = useId();
  const choice = picked ?? stored;
  if (!choice) return null;

  const { network, browserSize } = choice;
  const listed: (Pick<Printer, 'id' | 'name' | 'labelSize'> & Partial<Pick<Printer, 'host' | 'port' | 'dpi'>>)[] = printers.data?.items ?? [];
  const options = network && !listed.some((p) => p.id === network.printerId) ? [...listed, { id: network.printerId, name: network.name, labelSize: network.size, host: network.host, port: network.port, dpi: network.dpi }] : listed;
  const choose = async (next: LabelPrinterChoice) => {
    setPicked(next);
    setSaved(false);
    await saveLabelPrinter(next);
    setSaved(true);
  };

  return (
    <section aria-labelledby="label-printer-title">
      <h2 id="label-printer-title">{t`Label printer`}</h2>
      <fieldset className="printer-choice">
        <legend>{t`Print the labels of scanned units`}</legend>
        <label className="choice-field">
          <input type="radio" name="label-printer" checked={network === null} onChange={() => void choose({ browserSize, network: null })} />
          {t`Print from this device (print dialog)`}
        </label>
        <div className="printer-choice__size">
          <label htmlFor={sizeId}>{t`Label size`}</label>
          <select id={sizeId} value={browserSize} disabled={network !== null} onChange={(event) => void choose({ browserSize: event.target.value as LabelSize, network: null })}>
            {LABEL_SIZES.map((size) => (
              <option key={size} value={size}>
                {i18n._(LABEL_SIZE_NAMES[size])}
              </option>
            ))}
          </select>
        </div>
        {options.map((printer) => (
          <label key={printer.id} className="choice-field">
            <input
              type="radio"
              name="label-printer"
              checked={network?.printerId === printer.id}
              onChange={() => void choose({ browserSize, network: { printerId: printer.id, name: printer.name, size: printer.labelSize, host: printer.host, port: printer.port, dpi: printer.dpi } })}
            />
            {t`${printer.name} (network printer, ${i18n._(LABEL_SIZE_NAMES[printer.labelSize])})`}
          </label>
        ))}
        {printers.isError && options.length === 0 ? <p className="field-hint">{t`The network printers cannot be listed right now.`}</p> : null}
      </fieldset>
      {saved ? <p role="status">{t`This device will print there.`}</p> : null}
      <PendingLabels />
    </section>
  );
}
