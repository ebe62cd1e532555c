/** What other features may use from printing (ADR 0018). */
export { PendingLabels } from './pending-labels';
export { printWmsLabels } from './print-labels';
export { loadLabelPrinter } from './label-printer-choice';
export { keepDeviceLabels, sendZplFromDevice } from './device-shipping-labels';
