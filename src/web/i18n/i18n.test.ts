import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLocale } from './i18n';
import { describeIssue } from './describe-issue';
import { formatDate } from './format-date';
import { pickLocale } from '../../domain/locale';
import enPo from './locales/en/messages.po?raw';
import esPo from './locales/es/messages.po?raw';

/** msgid/msgstr pairs of a .po file (single-line entries, as Lingui writes them). */
function entries(locale: 'en' | 'es') {
  const po = locale === 'en' ? enPo : esPo;
  const pairs: { id: string; str: string }[] = [];
  const re = /^msgid "(.*)"\nmsgstr "(.*)"$/gm;
  for (const m of po.matchAll(re)) if (m[1] !== '') pairs.push({ id: m[1] as string, str: m[2] as string });
  return pairs;
}

describe('locale choice', () => {
  it('prefers the remembered choice, then the first browser language we have', () => {
    expect(pickLocale('es', ['en-US'])).toBe('es');
    expect(pickLocale(null, ['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(pickLocale(null, ['de'])).toBe('en');
    expect(pickLocale('xx', ['EN-gb'])).toBe('en');
  });
});

describe('catalogues', () => {
  it('the Spanish catalogue translates every message', () => {
    const es = entries('es');
    expect(es.length).toBeGreaterThan(100);
    expect(es.filter((e) => e.str === '').map((e) => e.id)).toEqual([]);
  });

  it('the accessible names browser tests rely on exist in English', () => {
    const ids = new Set(entries('en').map((e) => e.id));
    for (const name of ['Username', 'Password', 'Log in', 'Code', 'Verify', 'Menu', 'Log out', 'Loading...']) {
      expect(ids, name).toContain(name);
    }
  });

  it('switches the active messages', async () => {
    await activateLocale('es');
    expect(describeIssue('non_empty')).toBe('Este campo es obligatorio.');
    await activateLocale('en');
    expect(describeIssue('non_empty')).toBe('This field is required.');
    expect(describeIssue('no_such_rule')).toBe('This value is not valid.');
    expect(i18n.locale).toBe('en');
  });
});

describe('formatDate', () => {
  it('shows an instant in the given time zone', () => {
    expect(formatDate('2024-01-31T23:30:00Z', 'YYYY/MM/DD HH:mm', 'America/Mexico_City')).toBe('2024/01/31 17:30');
    expect(formatDate('2024-01-31T23:30:00Z', 'YYYY/MM/DD HH:mm', 'Asia/Tokyo')).toBe('2024/02/01 08:30');
  });
  it('gives empty text for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('follows the active language for month names', async () => {
    await activateLocale('es');
    expect(formatDate('2024-01-15T12:00:00Z', 'MMMM', 'UTC')).toBe('enero');
    await activateLocale('en');
    expect(formatDate('2024-01-15T12:00:00Z', 'MMMM', 'UTC')).toBe('January');
  });
});
