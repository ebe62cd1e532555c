/*
 * The loopback EasyPost's customs check (see easypost-double.ts), from docs.easypost.com/docs/customs-infos
 * and docs/customs-items.
 */

const CONTENTS_TYPES = ['documents', 'gift', 'merchandise', 'returned_goods', 'sample', 'dangerous_goods', 'humanitarian_donation', 'other'];
const RESTRICTION_TYPES = ['none', 'other', 'quarantine', 'sanitary_phytosanitary_inspection'];
const countryOf = (address: unknown) => String((address as { country?: unknown } | null)?.country ?? '').toUpperCase();

/**
 * The field errors that refuse a create for its customs (none: it passes): a shipment between two
 * countries needs a customs_info, whose fields follow docs.easypost.com/docs/customs-infos and
 * customs-items. An address without a country decides nothing here: what EasyPost assumes for it is not
 * documented.
 */
export function customsErrors(from: unknown, to: unknown, customs: unknown): { field: string; message: string }[] {
  if (!countryOf(from) || !countryOf(to) || countryOf(from) === countryOf(to)) return [];
  if (!customs || typeof customs !== 'object') return [{ field: 'customs_info', message: 'is required when the from and to countries differ' }];
  const info = customs as Record<string, unknown>;
  const errors: { field: string; message: string }[] = [];
  if (!CONTENTS_TYPES.includes(String(info.contents_type))) errors.push({ field: 'customs_info.contents_type', message: 'is not one of the allowed values' });
  if (info.contents_type === 'other' && !info.contents_explanation) errors.push({ field: 'customs_info.contents_explanation', message: 'is required for contents_type other' });
  if (info.customs_certify === true && !info.customs_signer) errors.push({ field: 'customs_info.customs_signer', message: 'is required when customs_certify is true' });
  if (info.non_delivery_option !== undefined && !['return', 'abandon'].includes(String(info.non_delivery_option))) errors.push({ field: 'customs_info.non_delivery_option', message: 'is not one of the allowed values' });
  if (info.restriction_type !== undefined && !RESTRICTION_TYPES.includes(String(info.restriction_type))) errors.push({ field: 'customs_info.restriction_type', message: 'is not one of the allowed values' });
  if (info.restriction_type && info.restriction_type !== 'none' && !info.restriction_comments) errors.push({ field: 'customs_info.restriction_comments', message: 'is required unless restriction_type is none' });
  const items = Array.isArray(info.customs_items) ? (info.customs_items as Record<string, unknown>[]) : [];
  if (items.length === 0) errors.push({ field: 'customs_info.customs_items', message: 'must list the goods' });
  for (const [i, item] of items.entries()) {
    const at = `customs_info.customs_items[${i}]`;
    if (!item.description) errors.push({ field: `${at}.description`, message: 'is required' });
    for (const field of ['quantity', 'value', 'weight']) if (!(Number(item[field]) > 0)) errors.push({ field: `${at}.${field}`, message: 'must be greater than zero' });
    if (!/^[A-Z]{2}$/.test(String(item.origin_country ?? ''))) errors.push({ field: `${at}.origin_country`, message: 'must be a two-character country code' });
    if (item.currency !== undefined && !/^[A-Z]{3}$/.test(String(item.currency))) errors.push({ field: `${at}.currency`, message: 'must be a three-character currency code' });
  }
  return errors;
}
