import { i18n } from '@lingui/core';
import { afterAll, expect, it } from 'vitest';
import { activateLocale } from './i18n';
import { NONE } from './none-label';

afterAll(() => activateLocale('en'));

it('"None" agrees with the noun in Spanish and stays "None" in English', async () => {
  await activateLocale('es');
  expect(i18n._(NONE.masculine)).toBe('Ninguno');
  expect(i18n._(NONE.feminine)).toBe('Ninguna');
  await activateLocale('en');
  expect(i18n._(NONE.masculine)).toBe('None');
  expect(i18n._(NONE.feminine)).toBe('None');
});
