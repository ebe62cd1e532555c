/** What other features may use from labels (ADR 0018). */
export { LabelSheet, type LabelSpec } from './label-sheet';
