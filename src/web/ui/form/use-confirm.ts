import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { ask } from './ask';

export interface ConfirmOptions {
  header: string;
  message: string;
  confirmText: string;
  /** "Cancel" unless the question needs its own words. */
  cancelText?: string;
  /** Shown in the danger colour (deactivate, delete…). */
  destructive?: boolean;
}

/** A yes/no question before anything destructive; resolves true only on the confirm button. */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { t } = useLingui();
  return useCallback(
    ({ header, message, confirmText, cancelText, destructive }: ConfirmOptions) =>
      ask({ header, message, confirmText, cancelText: cancelText ?? t`Cancel`, destructive: destructive ?? false }),
    [t],
  );
}
