import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type CatalogueKey, TRACKING_PLACEHOLDER } from '../../../domain/catalogues/definitions';
import { ERROR_CODE_ROUTES, type ErrorCodeRoute } from '../../../domain/job-center/job-types';
import type { PageName } from '../../lib/navigation/pages';
import { DESTINATION_LABELS, ERROR_CODE_ROUTE_LABELS } from '../job-center/public';

/** The words of each catalogue: its page (whose title is the plural), one entry, and the create button. */
export interface CatalogueTexts {
  page: PageName;
  singular: MessageDescriptor;
  create: MessageDescriptor;
}

export const CATALOGUE_TEXTS: Record<CatalogueKey, CatalogueTexts> = {
  accessory: { page: 'admin-accessory-list', singular: msg`Accessory`, create: msg`Add accessory` },
  'source-type': { page: 'admin-source-type', singular: msg`Receiving type`, create: msg`Add receiving type` },
  dealer: { page: 'admin-dealer', singular: msg`Dealer`, create: msg`Add dealer` },
  carrier: { page: 'admin-carrier', singular: msg`Carrier`, create: msg`Add carrier` },
  model: { page: 'admin-model', singular: msg`SKU model`, create: msg`Add model` },
  'sku-type': { page: 'admin-sku-type', singular: msg`SKU type`, create: msg`Add SKU type` },
  brand: { page: 'admin-brand', singular: msg`Brand`, create: msg`Add brand` },
  'error-code': { page: 'admin-error-code', singular: msg`Error code`, create: msg`Add error code` },
  'area-code': { page: 'admin-area-code', singular: msg`Error area code`, create: msg`Add error area code` },
  'repair-code': { page: 'admin-repair-code', singular: msg`Repair code`, create: msg`Add repair code` },
};

/** Labels of the extra fields (by field name) and hints where the format needs saying. */
export const EXTRA_FIELD_TEXTS: Record<string, { label: MessageDescriptor; hint?: MessageDescriptor }> = {
  trackingUrlTemplate: { label: msg`Tracking URL template`, hint: msg`An https address with ${TRACKING_PLACEHOLDER} where the tracking number goes.` },
  cutoffTime: { label: msg`Last pickup (cut-off)`, hint: msg`HH:MM in the company's time zone, e.g. 16:30; empty if there is none.` },
  afterReceipt: { label: msg`After goods receipt, units go to`, hint: msg`Returns can enter QC on receipt: their units go to this job-center queue instead of stock.` },
  onQcFail: { label: msg`On QC fail, send the unit to`, hint: msg`Overrides the job center's routing for a unit failed with this code; the strictest code of a result wins.` },
};

/** A choice of an extra field as people read it: a queue or route; empty means the default (stock, or the general rule). */
export function extraOptionLabel(i18n: I18n, field: string, value: string): string {
  if (value === '') return i18n._(field === 'afterReceipt' ? msg`Stock (available)` : msg`As the job center's routing says`);
  if (value === 'qc') return i18n._(DESTINATION_LABELS.qc);
  return (ERROR_CODE_ROUTES as readonly string[]).includes(value) ? i18n._(ERROR_CODE_ROUTE_LABELS[value as ErrorCodeRoute]) : value;
}
