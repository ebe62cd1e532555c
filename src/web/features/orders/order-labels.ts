import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { OrderPriority, ShortReason } from '../../../domain/orders/statuses';

/** Priority names in the user's language. */
export function usePriorityLabel(): (priority: OrderPriority) => string {
  const { t } = useLingui();
  return useCallback(
    (priority: OrderPriority) => ({ low: t`Low`, normal: t`Normal`, high: t`High`, urgent: t`Urgent` })[priority],
    [t],
  );
}

/** Why a line is short, in words. */
export function useShortReasonLabel(): (reason: ShortReason) => string {
  const { t } = useLingui();
  return useCallback(
    (reason: ShortReason) =>
      ({
        'no-stock': t`Not enough available stock of this client`,
        'unit-not-found': t`No unit of this SKU and client has this WMS number or serial`,
        'unit-unavailable': t`The named unit is not available (held, blocked, in the job center or another lot)`,
      })[reason],
    [t],
  );
}
