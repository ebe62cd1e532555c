import { useEffect, useState } from 'react';
import type { PageName } from '../../lib/navigation/pages';
import { useGoToPage } from '../../lib/navigation/use-go-to-page';

interface Target {
  page: PageName;
  params: Record<string, string>;
  state?: Record<string, unknown>;
}

/**
 * Leaves a saved form for `page`. The move waits for the render in which `leaving` is true: the unsaved
 * changes guard (a child, whose effects run first) then no longer blocks, as it would if the submit
 * handler navigated before the form re-rendered as clean.
 */
export function useLeaveAfterSave(): { leaving: boolean; leave: (target: Target) => void } {
  const goTo = useGoToPage();
  const [target, setTarget] = useState<Target | null>(null);
  useEffect(() => {
    if (target) void goTo(target.page, target.params, target.state ? { state: target.state } : {});
  }, [target, goTo]);
  return { leaving: target !== null, leave: setTarget };
}
