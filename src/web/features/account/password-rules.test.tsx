import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { ApiError } from '../../lib/api/api-error';
import { refusalPath, tokenRefusal } from './account-api';
import { PasswordRules } from './password-rules';

beforeAll(() => activateLocale('en'));
afterEach(cleanup);

const show = (password: string, username = 'olivia') =>
  render(
    <I18nProvider i18n={i18n}>
      <PasswordRules id="rules" password={password} username={username} />
    </I18nProvider>,
  );

const states = () => within(screen.getByTestId('password-rules')).getAllByRole('listitem').map((item) => item.textContent);

describe('the password rules list', () => {
  it('says in words which rule is met, not in colour alone', () => {
    show('');
    expect(states()).toEqual([
      '•At least 10 characters(not met)',
      '•At least one letter(not met)',
      '•At least one digit (0–9)(not met)',
      '•Not your username(not met)',
    ]);
    cleanup();
    show('forklift');
    expect(states()).toEqual([
      '•At least 10 characters(not met)',
      '✓At least one letter(met)',
      '•At least one digit (0–9)(not met)',
      '✓Not your username(met)',
    ]);
    cleanup();
    show('Forklift 42');
    expect(screen.getByTestId('password-rules').dataset).toMatchObject({ met: '4', total: '4' });
  });

  it('ticks off the username rule for the username in any case, and shows the length cap only when broken', () => {
    show('OLIVIA1234', 'olivia1234');
    expect(screen.getByText('Not your username').closest('li')?.dataset.state).toBe('unmet');
    cleanup();
    show(`a1${'x'.repeat(127)}`);
    expect(screen.getByText('At most 128 characters').closest('li')?.dataset.state).toBe('unmet');
  });

  it('reads aloud in Spanish too', async () => {
    await activateLocale('es');
    try {
      show('forklift 2');
      expect(states()[0]).toBe('✓Al menos 10 caracteres(cumplida)');
    } finally {
      await activateLocale('en');
    }
  });
});

describe('refused tokens', () => {
  const refused = (status: number, payload: unknown) => new ApiError({ kind: status === 404 ? 'not-found' : 'http', status, code: status, message: '', payload, path: '/auth/account-token' });

  it('lead to the page that says what to do next', () => {
    expect(tokenRefusal(refused(404, { reason: 'invalid' }))).toBe('invalid');
    expect(tokenRefusal(refused(410, { reason: 'invitation-expired' }))).toBe('invitation-expired');
    expect(tokenRefusal(refused(410, { reason: 'reset-expired' }))).toBe('reset-expired');
    expect(refusalPath('invalid')).toBe('/invalid-reset-password-token');
    expect(refusalPath('reset-expired')).toBe('/invalid-reset-password-token');
    expect(refusalPath('invitation-expired')).toBe('/invitation-expired');
  });

  it('are told apart from other failures', () => {
    expect(tokenRefusal(refused(404, null))).toBeNull();
    expect(tokenRefusal(refused(500, { reason: 'invalid' }))).toBeNull();
    expect(tokenRefusal(new ApiError({ kind: 'network', status: null, code: null, message: 'offline', path: '/x' }))).toBeNull();
    expect(tokenRefusal(new Error('x'))).toBeNull();
  });
});
