import { IonAlert } from '@ionic/react';
import { useLingui } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';

/**
 * Asks before leaving a screen with unsaved edits: in-app navigation gets a dialog (Stay / Leave),
 * closing or reloading the tab the browser's own prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useLingui();
  const blocker = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: () => when, withResolver: true });
  return (
    <IonAlert
      isOpen={blocker.status === 'blocked'}
      header={t`Unsaved changes`}
      message={t`Your changes have not been saved. Leave this screen anyway?`}
      buttons={[
        { text: t`Stay`, role: 'cancel', handler: () => blocker.reset?.() },
        { text: t`Leave`, role: 'destructive', handler: () => blocker.proceed?.() },
      ]}
      onDidDismiss={(event) => {
        if (event.detail.role === 'backdrop') blocker.reset?.();
      }}
    />
  );
}
