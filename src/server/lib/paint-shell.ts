/**
 * What a page paints from the HTML alone, before its script has downloaded and the session is known
 * (issue 22, ADR 0023): the sign-in pages their brand and card, any other page the app's header bar
 * and an empty screen, with the few styles that needs inline. React replaces it on its first render
 * (createRoot clears the container). It holds no words, so it needs no translation and no test or
 * screen reader can take it for the live page (aria-hidden, nothing focusable); the logo (sign-in
 * pages) or the Menu icon (the others) makes it the page's first contentful paint.
 */

const PUBLIC_PAGES = ['/login', '/request-reset-password', '/reset-password', '/invitation-expired', '/invalid-reset-password-token', '/unauthorized', '/2fa-auth'];

const STYLE = `<style>
#root > .paint-shell { position: absolute; inset: 0; background: #f6f9ff; }
.paint-shell .ps-brand { display: flex; justify-content: center; margin-top: max(16px, 4vh); }
.paint-shell .ps-card { width: min(440px, 100% - 32px); height: 300px; margin: max(24px, 6vh) auto 24px; border-radius: 12px; background: #fff; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.12); }
.paint-shell .ps-bar { display: flex; align-items: center; box-sizing: border-box; height: calc(56px + env(safe-area-inset-top)); padding: env(safe-area-inset-top) 0 0 16px; background: #1976d2; color: #fff; }
.paint-shell .ps-menu { width: 24px; height: 24px; }
@media (min-width: 1024px) { .paint-shell .ps-menu { display: none; } }
@media (prefers-color-scheme: dark) {
  #root > .paint-shell { background: #121212; }
  .paint-shell .ps-card { background: #1e1e1e; }
}
</style>`;

const signIn = (logo: string) => `<div class="paint-shell" aria-hidden="true"><div class="ps-brand">${logo}</div><div class="ps-card"></div></div>`;
/** The header bar with its Menu icon where the screen's Menu button will be (the side menu shows from 1024 px instead). */
const SIGNED_IN =
  '<div class="paint-shell" aria-hidden="true"><div class="ps-bar"><svg class="ps-menu" viewBox="0 0 512 512" focusable="false"><path d="M80 160h352M80 256h352M80 352h352" fill="none" stroke="currentColor" stroke-linecap="round" stroke-width="32"/></svg></div></div>';

/**
 * The logo as the shell shows it: the icon's own SVG inline, so the first paint needs no request after
 * the HTML (the login's style sheet does not block it either, ADR 0023); the file when it is missing.
 */
export function shellLogo(svg: string | null): string {
  const size = 'width="40" height="40" focusable="false"';
  return svg?.trimStart().startsWith('<svg ') ? svg.trim().replace('<svg ', `<svg ${size} `) : `<img src="/favicon.svg" alt="" ${size.replace(' focusable="false"', '')}>`;
}

/** index.html with the painted shell of `path` in #root and its styles in the head. */
export function withPaintShell(html: string, path: string, logo = shellLogo(null)): string {
  const shell = PUBLIC_PAGES.includes(path.replace(/\/+$/, '') || '/') ? signIn(logo) : SIGNED_IN;
  return html.replace('</head>', `${STYLE}</head>`).replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
}
