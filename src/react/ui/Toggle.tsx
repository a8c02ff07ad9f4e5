import { useStylesheet } from './useStylesheet';
import pieces, { stylesheet } from './pieces.module.css';

interface Props {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
  busy?: boolean;
}

/**
 * An on/off switch (role=switch): Space or Enter flips it; its label is its name. While
 * `busy` it ignores presses but keeps keyboard focus (a disabled button would drop it).
 */
export function Toggle({ label, checked, onChange, disabled = false, busy = false }: Props) {
  useStylesheet(stylesheet);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={busy || undefined}
      disabled={disabled}
      className={pieces.toggle}
      part={checked ? 'toggle toggle-on' : 'toggle'}
      onClick={() => !busy && onChange(!checked)}
    >
      <span className={pieces.track} aria-hidden="true">
        <span className={pieces.thumb} />
      </span>
      <span>{label}</span>
    </button>
  );
}
