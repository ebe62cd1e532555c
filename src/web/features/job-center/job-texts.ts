import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCodeRoute, JobDestination, JobType } from '../../../domain/job-center/job-types';
import type { JobNotice } from './job-session-store';

export const JOB_TYPE_LABELS: Record<JobType, MessageDescriptor> = {
  qc: msg`QC`,
  repair: msg`Repair`,
  clean: msg`Clean`,
};

/** Where a result sends a unit, as the station and the routing rules say it. */
export const DESTINATION_LABELS: Record<JobDestination, MessageDescriptor> = {
  available: msg`Available stock`,
  qc: msg`QC queue`,
  repair: msg`Repair queue`,
  clean: msg`Clean queue`,
  scrap: msg`A draft scrap list`,
};

export const ERROR_CODE_ROUTE_LABELS: Record<ErrorCodeRoute, MessageDescriptor> = {
  repair: msg`Repair queue`,
  clean: msg`Clean queue`,
  scrap: msg`A draft scrap list`,
};

const STATUS_WORDS: Record<string, MessageDescriptor> = {
  done: msg`recorded on this device already`,
  received: msg`received, not yet posted`,
  available: msg`in stock`,
  qc: msg`in the QC queue`,
  repair: msg`in the repair queue`,
  clean: msg`in the clean queue`,
  allocated: msg`allocated to an order`,
  picked: msg`picked`,
  packed: msg`packed`,
  shipped: msg`shipped`,
  scrapped: msg`scrapped`,
  missing: msg`missing`,
};

/** What the station says after a scan or a result, in the user's language; a refusal says why. */
export function jobNoticeText(i18n: I18n, notice: JobNotice): string {
  switch (notice.kind) {
    case 'selected':
      return i18n._(msg`${notice.label}: record its result.`);
    case 'recorded': {
      const to = i18n._(DESTINATION_LABELS[notice.to]);
      return i18n._(msg`${notice.label} → ${to}. Scan the next unit.`);
    }
    case 'looking-up':
      return i18n._(msg`${notice.code} is not on this device: asking the server…`);
    case 'reject':
      switch (notice.reason) {
        case 'not-in-queue': {
          const where = i18n._(STATUS_WORDS[notice.status] ?? msg`elsewhere`);
          return i18n._(msg`${notice.code} is not waiting here: it is ${where}.`);
        }
        case 'held':
          return i18n._(msg`${notice.code} is on scrap list ${notice.list}: it waits there.`);
        case 'unknown-code':
          return i18n._(msg`${notice.code} is not a unit here. Check the label.`);
        case 'unknown-offline':
          return i18n._(msg`${notice.code} is not on this device and there is no network to look it up.`);
        case 'not-a-unit':
          return i18n._(msg`${notice.code} is not a unit's label: scan its WMS label or serial.`);
      }
  }
}
