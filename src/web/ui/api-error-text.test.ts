import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { ApiError } from '../lib/api/api-error';
import { apiErrorText } from './api-error-text';

const throttled = (retryAfter: number) =>
  new ApiError({ kind: 'rate-limited', status: 429, code: 429, message: 'Too many', payload: { retryAfter, retryAt: '2026-01-01T00:00:00Z' }, path: '/auth/login' });

describe('apiErrorText', () => {
  beforeAll(() => activateLocale('en'));
  afterAll(() => activateLocale('en'));

  it('says when a throttled sign-in may try again, in the user language', async () => {
    expect(apiErrorText(throttled(290))).toBe('Too many failed attempts. Try again in 5 minutes.');
    expect(apiErrorText(throttled(30))).toBe('Too many failed attempts. Try again in 1 minute.');
    await activateLocale('es');
    expect(apiErrorText(throttled(600))).toBe('Demasiados intentos fallidos. Vuelva a intentarlo dentro de 10 minutos.');
  });

  it('tells the admin how to set the address links in mails need', async () => {
    await activateLocale('en');
    const missing = new ApiError({ kind: 'conflict', status: 409, code: 409, message: 'No address', payload: { reason: 'link-address-missing' }, path: '/admin/accounts' });
    expect(apiErrorText(missing)).toContain('Settings › System');
  });
});
