import { describe, expect, it } from 'vitest';
import { api, signIn } from './helpers';

interface MailItem {
  kind: string;
  to: string;
  subject: string;
}

async function lastMailTo(to: string): Promise<MailItem | undefined> {
  const admin = await signIn('admin');
  const answer = await api<{ items: MailItem[] }>('/v1/admin/mail?limit=100', { token: admin });
  expect(answer.status).toBe(200);
  return answer.body.payload.items.find((item) => item.to === to);
}

// A reset request changes nothing until its link is used: these accounts keep their passwords.
describe('account mails speak the language of the request', { timeout: 60_000 }, () => {
  it('writes the password-reset mail in Spanish when the app asks in Spanish', async () => {
    const answer = await api('/v1/auth/request-reset-password', { body: { login: 'viewer' }, headers: { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' } });
    expect(answer.status).toBe(200);
    await expect.poll(() => lastMailTo('viewer@demo.example')).toMatchObject({ kind: 'password_reset', subject: 'Restablece tu contraseña de Warehouse' });
  });

  it('writes it in English for any other language', async () => {
    const answer = await api('/v1/auth/request-reset-password', { body: { login: 'operator' }, headers: { 'Accept-Language': 'fr-FR' } });
    expect(answer.status).toBe(200);
    await expect.poll(() => lastMailTo('operator@demo.example')).toMatchObject({ kind: 'password_reset', subject: 'Reset your Warehouse password' });
  });
});
