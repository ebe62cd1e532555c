/** What other features may use from scrap lists (ADR 0018): the item list puts its selection on one; reports word a list's reason. */
export { AddToScrapList } from './add-to-scrap-list';
export { SCRAP_REASON_LABELS } from './scrap-texts';
