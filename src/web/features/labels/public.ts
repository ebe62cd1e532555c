/** What other features may use from labels (ADR 0018). */
export { LabelSheet, type LabelSpec } from './label-sheet';
/** The barcode encoders, loaded on demand: bwip-js stays out of the bundles of screens that print nothing. */
export const loadBarcodes = () => import('./barcode-svg');
