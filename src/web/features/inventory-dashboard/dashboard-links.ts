/** Where the dashboard's figures lead besides the item list (domain/inventory/dashboard's itemListHref). */
export const BINS_HREF = {
  blocked: '/inventory/container-management?tab=bins&blocked=true',
  unblocked: '/inventory/container-management?tab=bins&blocked=false',
};
export const COUNTING_HREF = '/inventory/counting?status=completed';
export const LOTS_HREF = '/inventory/lot';
