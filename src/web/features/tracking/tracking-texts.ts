import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TrackingState } from '../../../domain/tracking/list-keys';
import { DATE_FORMAT, dayjs } from '../../i18n/format-date';

const STATES: Record<TrackingState, MessageDescriptor> = {
  expected: msg`Expected`,
  overdue: msg`Overdue`,
  arrived: msg`Arrived`,
  unexpected: msg`Unexpected`,
};

export const stateText = (state: TrackingState) => i18n._(STATES[state]);

/** The chip colour of each state: overdue and unexpected parcels need someone's attention. */
export const STATE_CHIPS: Record<TrackingState, string> = {
  expected: 'chip',
  overdue: 'chip chip--danger',
  arrived: 'chip chip--success',
  unexpected: 'chip chip--warning',
};

/** A calendar day (YYYY-MM-DD) as the user reads dates; no zone: it is a day, not an instant. */
export const formatDay = (day: string | null) => (day ? dayjs(day).format(DATE_FORMAT) : '');
