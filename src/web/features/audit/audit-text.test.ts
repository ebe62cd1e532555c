import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { actionText, detailLines, recordText } from './audit-text';

afterAll(() => activateLocale('en'));

describe('the audit log in words', () => {
  it('names actions and records in the user language, without action keys or UUIDs', async () => {
    await activateLocale('en');
    expect(actionText(i18n, 'control-number.create')).toBe('Control number: creation');
    expect(recordText(i18n, { entity: 'control-number', entityId: 'CN000001', detail: null })).toBe('Control number CN000001');
    expect(recordText(i18n, { entity: 'account', entityId: 'de2667e8-03c6-4bea-9229-da036455b648', detail: { username: 'olivia' } })).toBe('Account olivia');
    expect(recordText(i18n, { entity: 'user', entityId: 'de2667e8-03c6-4bea-9229-da036455b648', detail: null })).toBe('User');

    await activateLocale('es');
    expect(actionText(i18n, 'control-number.create')).toBe('Número de control: creación');
    expect(actionText(i18n, 'auth.login')).toBe('Inicio de sesión: inicio de sesión');
    expect(recordText(i18n, { entity: 'control-number', entityId: 'CN000001', detail: null })).toBe('Número de control CN000001');
  });

  it('keeps an action it does not know as written', async () => {
    await activateLocale('es');
    expect(actionText(i18n, 'brand-new.thing')).toBe('brand-new.thing');
  });

  it('shows changes as old → new instead of raw JSON', async () => {
    await activateLocale('es');
    expect(detailLines(i18n, { changes: { name: { from: 'Old', to: 'New' }, active: { from: true, to: false } } })).toEqual(['name: Old → New', 'active: sí → no']);
    expect(detailLines(i18n, { before: { code: 'A', name: 'x' }, after: { code: 'A', name: 'y' } })).toEqual(['name: x → y']);
    expect(detailLines(i18n, { code: 'SKU-1', barcodes: ['1', '2'] })).toEqual(['code: SKU-1', 'barcodes: 1, 2']);
  });
});
