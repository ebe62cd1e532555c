import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { LoginForm } from './login-form';

const route = getRouteApi('/_auth/login');

/** The login page inside the app, when the app is already loaded (after signing out, a 401…). */
export function LoginPage() {
  const { next, notice } = route.useSearch();
  const router = useRouter();
  return (
    <LoginForm
      next={next}
      notice={notice}
      onSignedIn={(target) => router.history.push(target)}
      onSecondFactor={(search) => void router.navigate({ to: '/2fa-auth', search })}
      forgotPassword={(text) => (
        <Link to="/request-reset-password" data-testid="forgot-password">
          {text}
        </Link>
      )}
    />
  );
}
