import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useCallback, useState } from 'react';
import type { PrintFailure } from '../../../domain/printing/printers';
import { wmsLabelText } from '../../../domain/printing/wms-label';
import { Button } from '../../ui/button';
import type { LabelSpec } from '../labels/public';
import { useLabelPrinter } from './label-printer-choice';
import { type PendingLabel, clearPendingLabels, usePendingLabels } from './print-labels';
import './printing.css';

// The sheet and its barcode maker load when the user prints, not with the scan screen.
const LabelSheet = lazy(() => import('../labels/public').then((module) => ({ default: module.LabelSheet })));

const specOf = ({ label }: PendingLabel): LabelSpec => ({ code: label.wmsNumber, ...wmsLabelText(label) });

/**
 * The labels this device still has to print from the browser (its own choice, or ones a network
 * printer did not take): "N labels to print" and a button that opens the print dialog with them at the
 * device's label size. Exactly the labels shown are cleared once the dialog closes. Nothing when none wait.
 */
export function PendingLabels() {
  const { t } = useLingui();
  const pending = usePendingLabels();
  const choice = useLabelPrinter();
  const [printing, setPrinting] = useState<PendingLabel[] | null>(null);
  const onAfterPrint = useCallback(() => {
    if (!printing) return;
    void clearPendingLabels(printing.map((entry) => entry.id));
    setPrinting(null);
  }, [printing]);

  if (!pending?.length) return null;
  const failure = pending.find((entry) => entry.failure)?.failure;
  const failures: Record<PrintFailure, string> = {
    timeout: t`The label printer did not answer.`,
    refused: t`The label printer did not answer.`,
    unreachable: t`The label printer cannot be reached.`,
    'no-printer': t`The label printer was removed.`,
    inactive: t`The label printer is switched off in the settings.`,
  };
  return (
    <section className="pending-labels" aria-label={t`Labels to print`} data-testid="pending-labels">
      <p role="status">{plural(pending.length, { one: '# label to print', other: '# labels to print' })}</p>
      {failure ? <p role="alert">{`${failures[failure]} ${t`Print these labels from this device.`}`}</p> : null}
      <Button onClick={() => setPrinting(pending)} disabled={printing !== null}>
        {t`Print labels`}
      </Button>
      {printing ? (
        <Suspense fallback={null}>
          <LabelSheet labels={printing.map(specOf)} initialSize={choice?.browserSize} autoPrint onAfterPrint={onAfterPrint} onClose={() => setPrinting(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
