import './app-icon.css';

/**
 * An ionicons icon drawn inline without Ionic's runtime (the shell paints before Ionic loads): the
 * icon's SVG from its data URL, in the text colour. Decorative; the control around it carries the name.
 */
export function AppIcon({ icon }: { icon: string }) {
  // ionicons ships each icon as `data:image/svg+xml;utf8,<svg …>`: the markup is everything after the comma.
  const svg = icon.slice(icon.indexOf(',') + 1);
  return <span className="app-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}
