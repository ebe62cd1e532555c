import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { LoadingOverlay } from '../ui/loading-overlay';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
      <LoadingOverlay />
    </I18nProvider>
  );
}
