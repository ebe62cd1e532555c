import type { ReactNode } from 'react';
import { ScreenFrame } from '../../ui/screen-frame';

/** The router's error and not-found screens in the main layout: the usual header, so the menu stays. */
export function mainStatusFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <ScreenFrame title={title}>
      <div data-testid={testId}>{children}</div>
    </ScreenFrame>
  );
}
