import { ITEM_STATUSES, type ItemStatus } from '../receiving/statuses';

/*
 * What may be done to one unit from its detail screen, decided in one place: the server refuses with
 * these rules, the screen offers only what they allow. Shipping and scrap lists extend `BLOCKING_DOCUMENTS`
 * when their documents exist.
 */

/** A later document the unit is on, as the server found it (shipping: order or shipment; scrap list). */
export interface ItemDocumentLink {
  document: 'order' | 'shipment' | 'scrap-list';
  number: string;
  state: string;
  /** Whether the document is still under way (not cancelled, not closed). */
  open: boolean;
}

interface BlockingRule {
  statuses: readonly ItemStatus[];
  documents: readonly ItemDocumentLink['document'][];
  blocks: (link: ItemDocumentLink) => boolean;
}

/**
 * A revert would undo what a later document relies on: a unit allocated, picked, packed or shipped on an
 * open order or shipment; any unit an open scrap list holds (only the list's own steps change it); a
 * scrapped unit of a destroyed scrap list (it no longer exists physically).
 */
const BLOCKING_DOCUMENTS: readonly BlockingRule[] = [
  { statuses: ['allocated', 'picked', 'packed', 'shipped'], documents: ['order', 'shipment'], blocks: (link) => link.open },
  { statuses: ITEM_STATUSES, documents: ['scrap-list'], blocks: (link) => link.open },
  { statuses: ['scrapped'], documents: ['scrap-list'], blocks: (link) => link.state === 'destroyed' },
];

/** The document that forbids reverting a unit in `status`, or null when nothing depends on it. */
export function revertBlocker(status: ItemStatus, links: readonly ItemDocumentLink[]): ItemDocumentLink | null {
  for (const rule of BLOCKING_DOCUMENTS) {
    if (!rule.statuses.includes(status)) continue;
    const link = links.find((l) => rule.documents.includes(l.document) && rule.blocks(l));
    if (link) return link;
  }
  return null;
}

/** Statuses only shipping puts a unit in, with its order: a revert never goes there by hand. */
const DOCUMENT_STATUSES: readonly ItemStatus[] = ['allocated', 'picked', 'packed', 'shipped'];

/** Where a revert may go: a status the unit held before (from its movements), not its current one. */
export function revertTargets(current: ItemStatus, held: readonly ItemStatus[]): ItemStatus[] {
  return [...new Set(held)].filter((status) => status !== current && !DOCUMENT_STATUSES.includes(status));
}

/** An allocated unit belongs to an order: converting it would take it from under the picker. */
export const mayConvert = (status: ItemStatus) => status !== 'allocated';

/** Without ITEM_FORCE_DELETE only units that are not stock anyway may go: non-inventory or missing. */
export const mayDeleteWithoutForce = (item: { inventory: boolean; status: ItemStatus }) => !item.inventory || item.status === 'missing';
