import { describe, expect, it } from 'vitest';
import { localeOfAcceptLanguage } from '../../domain/locale';
import { invitationMail, passwordResetMail } from './account-mail';

const input = { username: 'olivia', link: 'https://wms.example.com/reset-password?token=t', lifetimeMinutes: 60 };

describe('account mails', () => {
  it('are written in the language asked for, subject and body', () => {
    expect(passwordResetMail({ ...input, locale: 'es' })).toMatchObject({ subject: 'Restablece tu contraseña de Warehouse' });
    expect(passwordResetMail({ ...input, locale: 'es' }).text).toContain('durante 1 hora');
    expect(invitationMail({ ...input, lifetimeMinutes: 3 * 24 * 60, locale: 'es' })).toMatchObject({ subject: 'Tu cuenta de Warehouse está lista' });
    expect(invitationMail({ ...input, lifetimeMinutes: 3 * 24 * 60, locale: 'es' }).text).toContain('durante 3 días');
    expect(passwordResetMail({ ...input, locale: 'en' })).toMatchObject({ subject: 'Reset your Warehouse password' });
    expect(invitationMail({ ...input, lifetimeMinutes: 90, locale: 'en' }).text).toContain('for 90 minutes');
  });

  it('take the first supported language of Accept-Language', () => {
    expect(localeOfAcceptLanguage('es-MX,es;q=0.9,en;q=0.5')).toBe('es');
    expect(localeOfAcceptLanguage('fr-FR, es;q=0.8')).toBe('es');
    expect(localeOfAcceptLanguage('de')).toBe('en');
    expect(localeOfAcceptLanguage(undefined)).toBe('en');
  });
});
