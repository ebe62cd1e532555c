/** What other features may use from scrap lists (ADR 0018): the item list puts its selection on one. */
export { AddToScrapList } from './add-to-scrap-list';
