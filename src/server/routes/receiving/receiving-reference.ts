import type { Movement } from '../../../domain/ledger/movement';

/** The document every receiving movement of a unit names: the control number it was scanned into. */
export const receivingReference = (item: { controlNumber: string | null }): Movement['reference'] =>
  item.controlNumber ? { type: 'control-number', id: item.controlNumber } : null;
