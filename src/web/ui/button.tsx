import type { ButtonHTMLAttributes } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'solid' | 'outline' | 'clear';
  size?: 'default' | 'small';
  expand?: boolean;
}

/** A native button in the theme's colours (usable outside Ionic's runtime, e.g. on the login page). */
export function Button({ variant = 'solid', size = 'default', expand = false, className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['app-button', `app-button--${variant}`, size === 'small' ? 'app-button--small' : '', expand ? 'app-button--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...rest} />;
}
