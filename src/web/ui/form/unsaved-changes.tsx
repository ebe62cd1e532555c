import { useLingui } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useConfirm } from './use-confirm';

/**
 * Asks before leaving a form with unsaved edits: in-app navigation gets a dialog, closing or
 * reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const blocker = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: () => when, withResolver: true });
  // The blocker is a new object on every render: ask once per blocked navigation.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.status !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm({ header: t`Leave without saving?`, message: t`Your changes on this page are not saved yet.`, confirmText: t`Discard changes`, cancelText: t`Keep editing` })
      .then((leave) => (leave ? blocker.proceed() : blocker.reset()))
      .finally(() => {
        asking.current = false;
      });
  }, [blocker, confirm, t]);
  return null;
}
