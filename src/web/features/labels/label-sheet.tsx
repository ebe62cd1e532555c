import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { LABEL_DIMENSIONS, type LabelSize } from '../../../domain/printing/label-sizes';
import { Button } from '../../ui/button';
import './label-sheet.css';

export interface LabelSpec {
  /** What the barcode encodes (and is printed under it). */
  code: string;
  title: string;
  lines: readonly string[];
}

interface LabelSheetProps {
  labels: readonly LabelSpec[];
  onClose: () => void;
  /** The size the sheet opens at (the user may change it). */
  initialSize?: LabelSize;
  /** Opens the print dialog by itself as soon as the barcodes are drawn. */
  autoPrint?: boolean;
  /** Called when the print dialog closes (the `afterprint` event), printed or cancelled. */
  onAfterPrint?: () => void;
}

/**
 * A print preview of labels, one per page at the chosen label size (the browser's print dialog sends
 * them to the label printer). Rendered at the end of the body so the print stylesheet can hide the app.
 */
export function LabelSheet({ labels, onClose, initialSize = '2x1in', autoPrint = false, onAfterPrint }: LabelSheetProps) {
  const { t } = useLingui();
  const [size, setSize] = useState<LabelSize>(initialSize);
  const [svgs, setSvgs] = useState<Record<string, string> | null>(null);
  const [failed, setFailed] = useState(false);
  const sizeId = useId();

  useEffect(() => {
    let live = true;
    import('./barcode-svg')
      .then(({ code128Svg }) => {
        if (live) setSvgs(Object.fromEntries(labels.map((label) => [label.code, code128Svg(label.code)])));
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [labels]);

  useEffect(() => {
    if (!onAfterPrint) return undefined;
    window.addEventListener('afterprint', onAfterPrint);
    return () => window.removeEventListener('afterprint', onAfterPrint);
  }, [onAfterPrint]);

  const ready = svgs !== null;
  useEffect(() => {
    if (autoPrint && ready) window.print();
  }, [autoPrint, ready]);

  return createPortal(
    <div className="label-sheet" role="dialog" aria-modal="true" aria-label={t`Print labels`} data-size={size}>
      <div className="label-sheet__tools">
        <label htmlFor={sizeId}>{t`Label size`}</label>
        <select id={sizeId} value={size} onChange={(event) => setSize(event.target.value as LabelSize)}>
          <option value="4x6in">{t`4 × 6 in`}</option>
          <option value="2x1in">{t`2 × 1 in`}</option>
          <option value="50x25mm">{t`50 × 25 mm`}</option>
        </select>
        <Button onClick={() => window.print()} disabled={!svgs}>
          {t`Print`}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {t`Close`}
        </Button>
        {failed ? <p role="alert">{t`The barcode maker could not be loaded. Check the connection and try again.`}</p> : null}
      </div>
      <style>{`@page { size: ${LABEL_DIMENSIONS[size].css}; margin: 0; }`}</style>
      <div className="label-sheet__pages">
        {labels.map((label) => (
          <article key={label.code} className="label" data-testid="label" aria-label={label.code}>
            <strong className="label__title">{label.title}</strong>
            {svgs?.[label.code] ? <div className="label__barcode" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svgs[label.code]! }} /> : <div className="label__barcode" />}
            <span className="label__code">{label.code}</span>
            {label.lines.map((line) => (
              <span key={line} className="label__line">
                {line}
              </span>
            ))}
          </article>
        ))}
      </div>
    </div>,
    document.body,
  );
}
