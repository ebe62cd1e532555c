import { LABEL_PRINT, type PrintResult } from '../../../domain/printing/printers';
import { wmsLabelZpl } from '../../../domain/printing/wms-label';
import { sendZpl } from '../../printing/send-raw';
import { handleMutation } from '../../sync/mutation-kind';
import { findPrinter } from './printers.lookup';

/**
 * Labels a device sends to a network printer. A printer that is off, gone or inactive is an answer
 * ({printed: false}), never a failure: a 5xx would stop the device's whole outbox behind one print, and
 * the device prints those labels itself instead. The mutation's key is claimed before the job is sent,
 * so a replayed mutation gets the first answer and prints nothing. Nothing is written, so no audit row:
 * the stored answer of the key is the record (docs/decisions/0010-label-printing.md).
 */
export const labelPrint = handleMutation(LABEL_PRINT, {
  async apply(tx, ctx, payload): Promise<PrintResult> {
    const printer = await findPrinter(tx, ctx.companyId, payload.printerId);
    if (!printer) return { printed: false, reason: 'no-printer', error: 'The printer was removed.' };
    if (!printer.active) return { printed: false, reason: 'inactive', error: `The printer ${printer.name} is switched off in the settings.` };
    return sendZpl(printer.host, printer.port, wmsLabelZpl(payload.labels, printer.labelSize, printer.dpi));
  },
});
