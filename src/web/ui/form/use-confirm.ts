import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

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
    async ({ header, message, confirmText, cancelText, destructive }: ConfirmOptions) => {
      // Ionic's alert loads with the first question, not with the screen (present-alert.ts).
      const { presentAlert } = await import('./present-alert');
      const role = await presentAlert({
        header,
        message,
        buttons: [
          { text: cancelText ?? t`Cancel`, role: 'cancel' },
          { text: confirmText, role: 'confirm', cssClass: destructive ? 'alert-button-danger' : undefined },
        ],
      });
      return role === 'confirm';
    },
    [t],
  );
}
