import sprite from './icons.svg';
import type { IconName } from './icons';

/** A shell icon from the sprite (one cached file for all), decorative unless given a label. */
export function Icon({ name, size = 20, label, className }: { name: IconName; size?: number; label?: string; className?: string }) {
  return (
    <svg
      className={`h-icon${className ? ` ${className}` : ''}`}
      width={size}
      height={size}
      viewBox="0 0 512 512"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
