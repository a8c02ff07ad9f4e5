import type { ButtonHTMLAttributes } from 'react';
import ui from './ui.module.css';

type Variant = 'primary' | 'secondary' | 'link';

/** A button; `busy` disables it and says so to assistive technology. */
export function Button({
  variant = 'primary',
  busy = false,
  className,
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; busy?: boolean }) {
  const look = variant === 'link' ? ui.link : variant === 'secondary' ? `${ui.button} ${ui.secondary}` : ui.button;
  return (
    <button
      type="button"
      part={variant === 'link' ? 'link' : `button button-${variant}`}
      className={className ? `${look} ${className}` : look}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    />
  );
}
