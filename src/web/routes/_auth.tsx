import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../features/shell/auth-layout';

/** Pathless layout of the authentication pages (no permission). */
export const Route = createFileRoute('/_auth')({
  component: AuthLayout,
});
