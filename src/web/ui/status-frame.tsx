import { type ReactNode, createContext, useContext } from 'react';
import { AuthBrand } from './auth-brand';
import { AuthCard } from './auth-card';

interface StatusFrameProps {
  title: string;
  testId: string;
  children: ReactNode;
}

/** Outside the main layout (sign-in pages, the root) a status screen is the plain card of the sign-in pages. */
function cardFrame({ title, testId, children }: StatusFrameProps) {
  return (
    <div className="auth-shell">
      <AuthBrand />
      <main data-testid={testId}>
        <AuthCard title={title}>{children}</AuthCard>
      </main>
    </div>
  );
}

/**
 * How a layout frames the router's error, pending and not-found screens: the main layout provides its
 * screen frame (header, menu button), so the menu stays; without a provider the screens stay light.
 */
export const StatusFrameContext = createContext<(props: StatusFrameProps) => ReactNode>(cardFrame);

/** A status screen in the frame of the layout it shows in. */
export function StatusFrame(props: StatusFrameProps) {
  return useContext(StatusFrameContext)(props);
}
