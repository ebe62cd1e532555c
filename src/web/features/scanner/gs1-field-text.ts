import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Gs1Field, MeasureUnit } from '../../../domain/scan/gs1-fields';
import { DATE_FORMAT, dayjs } from '../../i18n/format-date';

/** Field names by AI, for the AIs whose GS1 title alone would not tell a person what they hold. */
const BY_AI: Readonly<Record<string, MessageDescriptor>> = {
  '310': msg`Net weight`,
  '311': msg`Length`,
  '312': msg`Width`,
  '313': msg`Depth`,
  '314': msg`Area`,
  '315': msg`Net volume`,
  '316': msg`Net volume`,
  '330': msg`Gross weight`,
  '331': msg`Logistic length`,
  '332': msg`Logistic width`,
  '333': msg`Logistic depth`,
  '334': msg`Logistic area`,
  '335': msg`Logistic volume`,
  '336': msg`Logistic volume`,
  '337': msg`Kilograms per square metre`,
};

/** Field names by the AI's GS1 data title (gs1-ais.ts). */
const BY_TITLE: Readonly<Record<string, MessageDescriptor>> = {
  SSCC: msg`SSCC (logistic unit)`,
  GTIN: msg`GTIN (trade item)`,
  CONTENT: msg`GTIN of contained items`,
  'BATCH/LOT': msg`Batch or lot`,
  'PROD DATE': msg`Production date`,
  'DUE DATE': msg`Due date`,
  'PACK DATE': msg`Packaging date`,
  'BEST BEFORE': msg`Best before`,
  'SELL BY': msg`Sell by`,
  'USE BY OR EXPIRY': msg`Expiry date`,
  VARIANT: msg`Variant`,
  SERIAL: msg`Serial number`,
  CPV: msg`Consumer product variant`,
  'ADDITIONAL ID': msg`Additional product ID`,
  'CUST. PART No.': msg`Customer part number`,
  'SECONDARY SERIAL': msg`Secondary serial number`,
  'VAR. COUNT': msg`Variable count`,
  COUNT: msg`Count of trade items`,
  AMOUNT: msg`Amount payable`,
  PRICE: msg`Price`,
  'ORDER NUMBER': msg`Customer order number`,
  GINC: msg`Consignment number (GINC)`,
  GSIN: msg`Shipment number (GSIN)`,
  ROUTE: msg`Routing code`,
  GLN: msg`Location number (GLN)`,
  'SHIP TO POST': msg`Ship-to postal code`,
  ORIGIN: msg`Country of origin`,
  'FIRST FREEZE DATE': msg`First freeze date`,
  'REFURB LOT': msg`Refurbishment lot`,
  GIAI: msg`Individual asset (GIAI)`,
  'PRICE PER UNIT': msg`Price per unit of measure`,
  VERSION: msg`Software version`,
  GSRN: msg`Service relation number (GSRN)`,
  'PRODUCT URL': msg`Product URL`,
  INTERNAL: msg`Company internal`,
  MEASURE: msg`Measure`,
};

const UNITS: Readonly<Record<MeasureUnit, string>> = { kg: 'kg', m: 'm', m2: 'm²', l: 'l', m3: 'm³', 'kg/m2': 'kg/m²' };

/** The translated name of a GS1 field, e.g. "Expiry date (17)". */
export function gs1FieldName(i18n: I18n, { ai, title }: Gs1Field): string {
  const name = BY_AI[ai.slice(0, 3)] ?? BY_TITLE[title];
  return name ? `${i18n._(name)} (${ai})` : i18n._(msg`Application identifier ${ai}`);
}

/** A GS1 field's value as a person reads it: dates in the app's date format, numbers in the user's locale. */
export function gs1FieldValue(i18n: I18n, { value }: Gs1Field): string {
  switch (value.type) {
    case 'text':
      return value.text;
    case 'date':
      return dayjs(value.date).format(DATE_FORMAT);
    case 'month': {
      const month = dayjs(`${value.month}-01`).format('YYYY/MM');
      return i18n._(msg`${month} (no day given)`);
    }
    case 'quantity':
      return i18n.number(value.quantity);
    case 'measure': {
      const number = i18n.number(value.value, { minimumFractionDigits: value.decimals, maximumFractionDigits: value.decimals });
      return value.unit ? `${number} ${UNITS[value.unit]}` : number;
    }
    case 'key': {
      const { digits, expected } = value;
      return value.valid ? i18n._(msg`${digits}, check digit correct`) : i18n._(msg`${digits}, check digit wrong (should be ${expected})`);
    }
  }
}
