import { Outlet } from '@tanstack/react-router';
import { AuthFrame } from '../../ui/auth-frame';

/** The authentication pages' layout inside the app. */
export function AuthLayout() {
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
}
