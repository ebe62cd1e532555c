import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

/** The centred card of the authentication pages (plain markup: the login page loads light). */
export function AuthCard({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="auth-card" aria-labelledby="auth-card-title">
      <h1 id="auth-card-title" className="auth-card-title" data-testid="page-title">
        {title}
      </h1>
      <div className="auth-card-body">{children}</div>
    </section>
  );
}
