import { useLingui } from '@lingui/react/macro';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '../../lib/api/api-error';
import { Button } from '../../ui/button';
import { StatusFrame } from '../../ui/status-frame';
import { NotFoundPage } from './not-found-page';

/** What support needs to find the failure: the message, where and when, and which build. */
export function errorDetails(error: unknown, href: string, at: Date): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return [`Error: ${message}`, `Route: ${href}`, `Time: ${at.toISOString()}`, `Version: ${__APP_VERSION__}`].join('\n');
}

/** The router's default error screen; a record the API does not know (a loader's 404) is a not-found page in the layout. */
export function RouteErrorPage(props: ErrorComponentProps) {
  if (isApiError(props.error) && props.error.kind === 'not-found') return <NotFoundPage />;
  return <RouteFailure {...props} />;
}

/** Says so in the user's language, retries, copies details for support. */
function RouteFailure({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  const [at] = useState(() => new Date());
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const retry = () => {
    reset();
    void router.invalidate();
  };
  const copy = () => {
    navigator.clipboard.writeText(errorDetails(error, router.state.location.href, at)).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  return (
    <StatusFrame title={t`Something went wrong`} testId="route-error">
      <p>{t`This screen could not be shown. Try again; if it keeps failing, copy the details and send them to support.`}</p>
      <p>
        <code data-testid="route-error-message">{error instanceof Error ? error.message : String(error)}</code>
      </p>
      <p className="route-status__actions">
        <Button onClick={retry}>{t`Try again`}</Button> <Button variant="outline" onClick={copy}>{t`Copy details`}</Button>
      </p>
      <p role="status">{copied === 'yes' ? t`Details copied.` : copied === 'no' ? t`The details could not be copied.` : ''}</p>
    </StatusFrame>
  );
}
