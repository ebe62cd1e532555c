import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Locale, LOCALES } from '../../domain/locale';

/** The login page's markup in one language, and the style rules it uses. */
export interface LoginPaint {
  html: string;
  css: string;
}

/** Where the build writes it, under the build's folder (not served: spa.ts). */
export const loginPaintFile = (locale: string) => `.vite/login.${locale}.json`;

/**
 * The login page painted from the HTML (issue 22, ADR 0023): the build renders its React tree once per
 * language with its critical CSS (scripts/build/login-prerender.ts), and the server puts the one of
 * the user's language in login.html, which login-main.tsx then hydrates. Until then the form is
 * `inert`: it shows, but neither takes focus nor submits (a plain form would put the password in the
 * address). The dark palette's class comes from the theme cookie, so a dark screen does not flash
 * light. Null without a build that painted it.
 */
export function loginPainter(root: string): (html: string, locale: Locale, dark: boolean) => string | null {
  const painted = new Map<Locale, LoginPaint>();
  for (const locale of Object.keys(LOCALES) as Locale[]) {
    const file = join(root, loginPaintFile(locale));
    if (existsSync(file)) painted.set(locale, JSON.parse(readFileSync(file, 'utf8')) as LoginPaint);
  }
  return (html, locale, dark) => {
    const paint = painted.get(locale);
    if (paint === undefined || !html.includes('<div id="root"></div>')) return null;
    return html
      .replace('<html lang="en">', `<html lang="${locale}"${dark ? ' class="ion-palette-dark"' : ''}>`)
      .replace('</head>', `<style>${paint.css}</style></head>`)
      .replace('<div id="root"></div>', `<div id="root" inert data-painted-locale="${locale}">${paint.html}</div>`);
  };
}
