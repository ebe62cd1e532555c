/**
 * The build sends the pages' style sheet as `media="print"` so that it does not block the shell the
 * server painted (vite.config.ts, ADR 0023): switched on here, and waited for before the first
 * render, so no screen ever paints unstyled.
 */
export function deferredStyles(): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
          link.media = 'all';
          if (link.sheet) resolve(null);
        }),
    ),
  );
}
