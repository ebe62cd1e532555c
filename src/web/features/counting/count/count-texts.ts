import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LocalFlag } from '../../../../domain/counting/count-session';
import type { CountNotice } from './count-state';

/** Why an entry stands out, in words: it is counted all the same. */
export function flagText(i18n: I18n, flag: LocalFlag): string {
  switch (flag) {
    case 'wrong-bin':
      return i18n._(msg`expected in another bin`);
    case 'not-expected':
      return i18n._(msg`not expected here`);
    case 'not-in-scope':
      return i18n._(msg`outside this cycle`);
    case 'unknown':
      return i18n._(msg`unknown barcode`);
  }
}

/** What the count screen says after a scan; a refusal always says what to do next. */
export function noticeText(i18n: I18n, notice: CountNotice): string {
  const flagged = (flag: LocalFlag | null) => (flag ? ` — ${flagText(i18n, flag)}` : '');
  switch (notice.kind) {
    case 'bin-opened': {
      const { code } = notice.bin;
      if (notice.resumed) return i18n._(msg`Bin ${code}: carrying on with its count.`);
      if (notice.again) return i18n._(msg`Bin ${code} was counted on this device already: this is a new count of it.`);
      return notice.bin.recount ? i18n._(msg`Bin ${code}: count it again (recount).`) : i18n._(msg`Counting bin ${code}.`);
    }
    case 'counted':
      return i18n._(msg`Counted ${notice.label} × ${notice.quantity}`) + flagged(notice.flag);
    case 'pending':
      return i18n._(msg`${notice.label}: ${notice.quantity} so far`) + flagged(notice.flag);
    case 'voided':
      return i18n._(msg`Removed ${notice.label}.`);
    case 'closed':
      return i18n._(msg`Bin ${notice.bin.code} closed with ${notice.counted} counted. Scan the next bin.`);
    case 'recount':
      return i18n._(msg`Bin ${notice.bin.code} must be counted again: counts of it disagree.`);
    case 'closed-elsewhere': {
      const { code } = notice.bin;
      const who = notice.by.join(', ');
      return i18n._(msg`Bin ${code} was closed on another device (${who}). Count it again only if you are asked to: scan the bin again or tap "Count it again".`);
    }
    case 'reject':
      return rejectText(i18n, notice.reason, notice.code);
  }
}

function rejectText(i18n: I18n, reason: Extract<CountNotice, { kind: 'reject' }>['reason'], code: string): string {
  switch (reason) {
    case 'unreadable':
      return i18n._(msg`The scan could not be read. Scan again.`);
    case 'bin-first':
      return i18n._(msg`Scan the bin label first.`);
    case 'bin-not-in-cycle':
      return i18n._(msg`Bin ${code} is not part of this cycle.`);
    case 'product-barcode':
      return i18n._(msg`${code} is a product barcode: scan the unit’s WMS label or serial.`);
    case 'unit-label':
      return i18n._(msg`${code} is a unit label: scan the product barcode and count the quantity.`);
    case 'repeat':
      return i18n._(msg`${code} is counted in this bin already.`);
    case 'container':
      return i18n._(msg`${code} is a container: scan the units in it.`);
  }
}
