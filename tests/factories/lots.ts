/** The lot form's body (src/domain/inventory/lots.ts): a typed number (empty: from the lot sequence), nothing else set. */
export const lotBody = (clientId: string, skuId: string, fields: { number?: string; expiry?: string | null; producedOn?: string | null; notes?: string } = {}) => ({
  number: '', clientId, skuId, expiry: null, producedOn: null, notes: '', ...fields,
});
