import type { MouseEvent, ReactNode } from 'react';

interface FigureLinkProps {
  href: string | undefined;
  label: string;
  /** Follows the link inside the app (the router); a modified click still opens a new tab. */
  onOpen?: ((href: string) => void) | undefined;
  children: ReactNode;
}

/** A figure that opens what it counts: a link named by its category, series and value; plain when it leads nowhere. */
export function FigureLink({ href, label, onOpen, children }: FigureLinkProps) {
  if (!href) return <>{children}</>;
  const follow = (event: MouseEvent) => {
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(href);
  };
  return (
    <a href={href} aria-label={label} onClick={follow} className="chart-link">
      {children}
    </a>
  );
}
